import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { HEAD_BYTES, fileProblem, sizeWords, sniffMime, withUploaded, type DocumentItem } from '../../../core/documents';
import { ApiError } from '../../api/http';
import type { DocumentsListing } from '../../../core/api/documents';
import { UploadCancelled, downloadDocument, getDocuments, getUploadToken, saveBlob, uploadDocument } from '../../api/documents';
import type { CustomerSession } from '../../app/state/session';
import { useServerRead } from '../../api/use-server-read';
import type { SlotStates } from './slot-state';
import { documentRulesOfApp as rules } from './rules';

const MAX_UPLOADS = 'MAX_UPLOADS';
// A token is fetched again this long before it would expire.
const TOKEN_MARGIN_MS = 30_000;

async function headOf(file: File): Promise<Uint8Array> {
  const slice = file.slice(0, HEAD_BYTES);
  const buffer = typeof slice.arrayBuffer === 'function' ? await slice.arrayBuffer() : await new Response(slice).arrayBuffer();
  return new Uint8Array(buffer);
}

export type ListingState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; listing: DocumentsListing };

/**
 * The documents of the session's application and the uploads in flight: checks a file in the
 * browser (size, name, first bytes), gets an upload token, sends the file with progress, and
 * reports each outcome at its slot. `onUploaded` hears of every stored file.
 */
export function useDocumentUploads(session: CustomerSession | null, onUploaded?: (listing: DocumentsListing, documentKey: string, fileName: string) => void) {
  const { t } = useTranslation('documents');
  const [slots, setSlots] = useState<SlotStates>({});
  const [limitReached, setLimitReached] = useState(false);
  const token = useRef<{ value: string; until: number } | null>(null);
  const listingRef = useRef<DocumentsListing | null>(null);
  // the listing, read once per application (not per slid token); a failure is the page's to show
  const read = useServerRead(session ? ['documents', session.prospectId] : null, () => getDocuments(session!), {
    reportErrors: false,
    onLoaded: (listing) => {
      listingRef.current = listing;
      if (listing.uploadCount >= listing.uploadLimit) setLimitReached(true);
    },
  });
  const data: ListingState = read.data ? { state: 'ready', listing: read.data } : read.error && !read.isValidating ? { state: 'failed' } : { state: 'loading' };

  const setSlot = (key: string, state: SlotStates[string]) => setSlots((all) => ({ ...all, [key]: state }));

  const uploadToken = useCallback(async () => {
    if (!session) throw new Error('No customer session');
    if (token.current && token.current.until > Date.now()) return token.current.value;
    const answer = await getUploadToken(session);
    const ttlMs = (answer.expires_in ?? rules.upload.tokenTtlSec) * 1000;
    token.current = { value: answer.jwtToken, until: Date.now() + ttlMs - TOKEN_MARGIN_MS };
    return answer.jwtToken;
  }, [session]);

  const upload = useCallback(
    async (item: DocumentItem, file: File) => {
      if (!session) return;
      const problem = fileProblem({ name: file.name, size: file.size, mime: sniffMime(await headOf(file)) }, rules.upload, item.minBytes);
      if (problem) {
        setSlot(item.documentKey, { error: t(`messages.${problem}`, sizeWords(rules.upload, item.minBytes)) });
        return;
      }
      const controller = new AbortController();
      setSlot(item.documentKey, { progress: 0, cancel: () => controller.abort() });
      try {
        const jwtToken = await uploadToken();
        const answer = await uploadDocument({
          bank: rules.upload.bankCode,
          prospectId: session.prospectId,
          jwtToken,
          documentKey: item.documentKey,
          file,
          signal: controller.signal,
          onProgress: (progress) =>
            setSlots((all) => (all[item.documentKey]?.cancel ? { ...all, [item.documentKey]: { ...all[item.documentKey], progress } } : all)),
        });
        const before = listingRef.current;
        if (before) {
          const groups = withUploaded(before, item.documentKey, answer.fileName, rules.uploadedStatus);
          const listing: DocumentsListing = { ...before, ...groups, uploadCount: before.uploadCount + 1 };
          listingRef.current = listing;
          void read.mutate(listing, { revalidate: false });
          onUploaded?.(listing, item.documentKey, answer.fileName);
        }
        setSlot(item.documentKey, {});
      } catch (error) {
        if (error instanceof UploadCancelled) {
          setSlot(item.documentKey, {});
          return;
        }
        if (error instanceof ApiError && error.errorCode === MAX_UPLOADS) {
          setSlot(item.documentKey, {});
          setLimitReached(true);
          return;
        }
        if (error instanceof ApiError && error.status === 401) token.current = null;
        const message = error instanceof ApiError ? error.body.errors[0]?.message : undefined;
        setSlot(item.documentKey, { error: message || t('messages.failed') });
      }
    },
    [session, t, uploadToken, onUploaded, read],
  );

  const download = useCallback(
    async (item: DocumentItem) => {
      if (!session) return;
      try {
        saveBlob(await downloadDocument(session, rules.upload.bankCode, item.documentKey), item.fileName);
      } catch (error) {
        const message = error instanceof ApiError ? error.body.errors[0]?.message : undefined;
        setSlot(item.documentKey, { error: message || t('messages.notFound') });
      }
    },
    [session, t],
  );

  return { data, slots, upload, download, limitReached, retry: () => void read.mutate() };
}
