// What the demo's build gives MSW's cookie store (tough-cookie) in place of tldts, whose public suffix list is
// 90 KB gzip of the demo's start. The demo's API is the page's own origin and sets no cookie: a host's last two
// labels (none for an IP address or a single label) are all the store needs. Tests and the dev server use tldts.
export function getDomain(host: string): string | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const isIp = /^[\d.]+$/.test(host) || host.includes(':');
  return isIp || labels.length < 2 || labels.some((label) => !label) ? null : labels.slice(-2).join('.');
}
