import { ImageIcon, LinkIcon } from '../../../components/ui/icons';

/** A reservation file's icon by its type: a PDF (a document link) or a picture. */
export function FileKindIcon({ contentType, className }: { contentType: string; className: string }) {
  return contentType === 'application/pdf' ? (
    <LinkIcon className={className} />
  ) : (
    <ImageIcon className={className} />
  );
}
