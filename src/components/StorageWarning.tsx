// Tells the player that progress could not be saved (storage full, private mode), with the reason.
import { Notice } from './Notice.tsx';

export function StorageWarning({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return <Notice text={message} tone="warning" onDismiss={onDismiss} />;
}
