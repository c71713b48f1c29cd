import { useState } from 'react';
import type { RenderContext } from '../../../renderer/context';
import { text } from '../messages';
import { uploadClassFile, type UploadedClassFile } from './api';
import { errorText } from './errors';

/** Accepted by the file picker; the server checks the content again whatever the picker allowed. */
export const CLASS_FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,video/quicktime';

/**
 * A file picker that uploads each chosen file with a progress bar, then hands the stored files to
 * `onUploaded`. Failures are said per file.
 */
export function FileUploader({ context, label, multiple = true, onUploaded }: {
  context: RenderContext; label: string; multiple?: boolean; onUploaded: (files: { file: File; stored: UploadedClassFile }[]) => Promise<void>;
}) {
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function upload(files: File[]) {
    setProblem(null);
    setNotice(null);
    const done: { file: File; stored: UploadedClassFile }[] = [];
    for (const file of files) {
      try {
        setProgress({ name: file.name, percent: 0 });
        done.push({ file, stored: await uploadClassFile(context.schoolId, file, (percent) => setProgress({ name: file.name, percent })) });
      } catch (error) {
        setProblem(`${file.name}: ${errorText(error, context)}`);
      }
    }
    setProgress(null);
    if (done.length === 0) return;
    try {
      await onUploaded(done);
      setNotice(text('files.uploaded', context, { count: done.length }));
    } catch (error) {
      setProblem(errorText(error, context));
    }
  }

  return (
    <div className="class-uploader">
      <label className="class-button">
        {label}
        <input
          type="file" className="class-file-input" multiple={multiple} accept={CLASS_FILE_ACCEPT} disabled={progress !== null} aria-label={label}
          onChange={(e) => { const files = [...(e.currentTarget.files ?? [])]; e.currentTarget.value = ''; if (files.length) void upload(files); }}
        />
      </label>
      {progress && (
        <div className="class-status">
          <span>{text('files.uploading', context, { name: progress.name, percent: progress.percent })}</span>{' '}
          <progress max={100} value={progress.percent} aria-label={text('files.uploadProgress', context)} />
        </div>
      )}
      {notice && <p role="status" className="class-status">{notice}</p>}
      {problem && <p role="alert" className="class-status class-status--error">{problem}</p>}
    </div>
  );
}
