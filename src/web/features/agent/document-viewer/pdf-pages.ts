import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/**
 * A PDF opened with Mozilla's pdf.js, loaded only when an officer opens one (the applicant's pages
 * never load it). The worker is pdf.js's own file from our origin; evaluation of text as code is
 * off (the CSP forbids it), and XFA forms and scripts are not run.
 */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, enableXfa: false, disableAutoFetch: true }).promise;
}

/** Draws page `number` on the canvas at `scale` (1 = the page's own size), turned by `rotation` degrees. */
export function renderPage(
  doc: PDFDocumentProxy,
  number: number,
  canvas: HTMLCanvasElement,
  scale: number,
  rotation: number,
): { done: Promise<void>; cancel: () => void } {
  let task: RenderTask | undefined;
  let cancelled = false;
  const done = (async () => {
    const page = await doc.getPage(number);
    if (cancelled) return;
    const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
    await task.promise.catch((error: unknown) => {
      if (!cancelled) throw error;
    });
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}
