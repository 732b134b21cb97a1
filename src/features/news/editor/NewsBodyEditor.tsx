import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useId } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';
import { editorLabels } from '@/features/news/admin/texts';
import { bodyHtml, newsBodyExtensions } from './extensions';

const { toolbar: toolbarLabel, ...labels } = editorLabels;

export interface NewsBodyEditorProps {
  label: string;
  /** The body it starts from (later changes of the value do not reach the editor). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
}

/**
 * The news body's rich-text editor (Mantine's on Tiptap). Its toolbar offers what the sanitizer keeps, and
 * nothing else gets in: the body it starts from and whatever is pasted go through the sanitizer first, and the
 * editor's schema (./extensions.ts) writes only what the sanitizer keeps. Loaded with the news form only.
 */
export function NewsBodyEditor({ label, initialValue, onChange, error, required }: NewsBodyEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  // the editable area is the field: named by the label, marked when invalid, described by the error
  const editorProps = {
    transformPastedHTML: sanitizeHtml,
    attributes: {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(required && { 'aria-required': 'true' }),
      ...(error && { 'aria-invalid': 'true', 'aria-describedby': errorId }),
    },
  };
  const editor = useEditor({
    extensions: newsBodyExtensions(),
    content: initialValue,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps,
    onUpdate: ({ editor: e }) => onChange(bodyHtml(e)),
  });
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the props follow the error
  }, [editor, error]);

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={60} role="toolbar" aria-label={toolbarLabel}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
