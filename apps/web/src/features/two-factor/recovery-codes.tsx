import { useState } from 'react';
import { CopyIcon, DownloadIcon } from 'lucide-react';
import { twoFactorMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';

const m = twoFactorMessages;

/** The recovery codes, shown once, with copy and download; `onDone` when the person saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <section className="grid gap-3" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-semibold">
        {m.recoveryTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{m.recoveryIntro}</p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-md border p-3 font-mono text-sm"
        aria-label={m.recoveryTitle}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <CopyIcon />
          {copied ? m.copied : m.copyCodes}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'listenwell-recovery-codes.txt')}
        >
          <DownloadIcon />
          {m.downloadCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {m.done}
        </Button>
      </div>
    </section>
  );
}
