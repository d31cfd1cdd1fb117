import { useState } from 'react';
import { backupCodesText } from '../lib/two-factor-flow';
import { SettingsMessage, type Feedback } from './settings-card';
import { Button } from '../../../components/ui/button';

interface BackupCodesPanelProps {
  codes: string[];
  username: string;
  onDone: () => void;
}

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The backup codes, shown once (SPEC §4), with copy and download-as-text. */
export function BackupCodesPanel({ codes, username, onDone }: BackupCodesPanelProps) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [generatedAt] = useState(() => new Date());
  const text = backupCodesText(codes, username, generatedAt);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setFeedback({ tone: 'success', text: 'Backup codes copied to clipboard' });
    } catch {
      setFeedback({ tone: 'error', text: 'Failed to copy to clipboard' });
    }
  }

  return (
    <div className="backup-codes">
      <p>
        Save these backup codes somewhere safe. Each one lets you log in once without your authenticator app.{' '}
        <strong>They are shown only now.</strong>
      </p>
      <ol className="backup-codes__list" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <SettingsMessage feedback={feedback} />
      <div className="button-row">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={() => download(text, 'henesys-backup-codes.txt')}>
          Download as text
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}
