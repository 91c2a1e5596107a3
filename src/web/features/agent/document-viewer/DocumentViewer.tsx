import { useEffect, useRef, useState } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useTranslation } from '../../../app/i18n';
import { agentRules } from '../../../app/rules';
import { displayDateTime } from '../../../app/account-name';
import type { StoredFiles } from '../../../../core/api/documents';
import { openPdf, renderPage } from './pdf-pages';

export type ViewedFile = StoredFiles['files'][number];

interface Props {
  file: ViewedFile | null;
  /** who uploaded it, in words */
  uploader: (file: ViewedFile) => string;
  /** the file's bytes (an officer's download, kept in the trail) */
  load: (file: ViewedFile) => Promise<Blob>;
  onDownload: (file: ViewedFile) => void;
  onClose: () => void;
}

type Shown = { state: 'loading' } | { state: 'failed' } | { state: 'pdf'; doc: PDFDocumentProxy } | { state: 'image'; url: string };

/** "820 KB", "2.4 MB". */
function sizeText(bytes: number, t: (key: string, vars: Record<string, unknown>) => string): string {
  return bytes < 1024 * 1024
    ? t('viewer.kilobytes', { n: Math.max(1, Math.round(bytes / 1024)) })
    : t('viewer.megabytes', { n: (bytes / 1024 / 1024).toFixed(1) });
}

/**
 * The officer's document viewer (rule VIEWER): a PDF page by page (pdf.js draws it on a canvas) or
 * an image, in a dialog over the overview; Previous and Next page, zoom in steps (rules/agents.json
 * viewer), Rotate, Download; the file's own name, size, and when and by whom it was uploaded.
 */
export function DocumentViewer({ file, uploader, load, onDownload, onClose }: Props) {
  const { t } = useTranslation('agent');
  const rules = agentRules.viewer;
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(rules.start);
  const [rotation, setRotation] = useState(0);
  const canvas = useRef<HTMLCanvasElement | null>(null);

  // a new file opens on its first page, at the starting zoom, upright
  useEffect(() => {
    if (!file) return;
    let gone = false;
    let url: string | undefined;
    let doc: PDFDocumentProxy | undefined;
    setShown({ state: 'loading' });
    setPage(1);
    setZoom(rules.start);
    setRotation(0);
    (async () => {
      try {
        const blob = await load(file);
        if (gone) return;
        if (file.mime === 'application/pdf') {
          doc = await openPdf(await blob.arrayBuffer());
          if (gone) return void doc.destroy();
          setShown({ state: 'pdf', doc });
        } else {
          url = URL.createObjectURL(blob);
          setShown({ state: 'image', url });
        }
      } catch {
        if (!gone) setShown({ state: 'failed' });
      }
    })();
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
      void doc?.destroy();
    };
  }, [file, load, rules.start]);

  // the page drawn again at each page, zoom or turn
  useEffect(() => {
    if (shown.state !== 'pdf' || !canvas.current) return;
    const drawing = renderPage(shown.doc, page, canvas.current, zoom, rotation);
    drawing.done.catch(() => setShown({ state: 'failed' }));
    return drawing.cancel;
  }, [shown, page, zoom, rotation]);

  const steps = rules.zoomSteps;
  const at = steps.indexOf(zoom);
  const pages = shown.state === 'pdf' ? shown.doc.numPages : 1;
  const turn = () => setRotation((now) => (now + rules.rotateDegrees) % 360);

  return (
    <Dialog.Root open={file !== null} onOpenChange={(details) => !details.open && onClose()} size="full" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="document-viewer">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
              <Dialog.Title>{file ? t('viewer.title', { name: file.title }) : ''}</Dialog.Title>
              {file && (
                <Dialog.Description data-testid="viewer-facts">
                  {t('viewer.facts', { file: file.fileName, size: sizeText(file.sizeBytes, t), at: displayDateTime(file.uploadedAt), who: uploader(file) })}
                </Dialog.Description>
              )}
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('viewer.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body display="flex" flexDirection="column" gap="3" minH="0">
              <HStack wrap="wrap" gap="2" role="toolbar" aria-label={file?.title}>
                {shown.state === 'pdf' && (
                  <>
                    <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
                      {t('viewer.previous')}
                    </Button>
                    <Text aria-live="polite" minW="7rem" textAlign="center">
                      {t('viewer.page', { page, pages })}
                    </Text>
                    <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
                      {t('viewer.next')}
                    </Button>
                  </>
                )}
                <Button size="sm" variant="outline" disabled={at <= 0 || shown.state === 'failed'} onClick={() => setZoom(steps[at - 1])}>
                  {t('viewer.zoomOut')}
                </Button>
                <Text aria-live="polite" minW="3.5rem" textAlign="center" data-testid="viewer-zoom">
                  {t('viewer.zoom', { percent: Math.round(zoom * 100) })}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={at < 0 || at >= steps.length - 1 || shown.state === 'failed'}
                  onClick={() => setZoom(steps[at + 1])}
                >
                  {t('viewer.zoomIn')}
                </Button>
                <Button size="sm" variant="outline" disabled={shown.state === 'failed'} onClick={turn}>
                  {t('viewer.rotate')}
                </Button>
                <Button size="sm" colorPalette="brand" onClick={() => file && onDownload(file)}>
                  {t('viewer.download')}
                </Button>
              </HStack>
              {/* the page scrolls inside the dialog; a keyboard reaches it (the box takes focus) */}
              <Box flex="1" overflow="auto" bg="bg.muted" p="3" tabIndex={0} role="group" aria-label={file?.title} minH="50vh">
                {shown.state === 'loading' && <Text>{t('viewer.loading')}</Text>}
                {shown.state === 'failed' && <Text role="alert">{t('viewer.failed')}</Text>}
                {shown.state === 'pdf' && file && (
                  <canvas ref={canvas} role="img" aria-label={t('viewer.pageImage', { page, name: file.fileName })} data-testid="viewer-page" />
                )}
                {shown.state === 'image' && file && (
                  <img
                    src={shown.url}
                    alt={t('viewer.image', { name: file.fileName })}
                    data-testid="viewer-image"
                    style={{ width: `${zoom * 100}%`, maxWidth: 'none', transform: `rotate(${rotation}deg)`, transformOrigin: 'center' }}
                  />
                )}
              </Box>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
