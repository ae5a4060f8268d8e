/**
 * Progress calls (docs/product.md#states, docs/product.md#roles; docs/product.md#content-and-engagement): only for a signed-in reader; a guest's reading records
 * nothing. The calls are idempotent on the server, and a failure changes nothing on the page.
 */
import { useMemo } from 'react';
import { callApi } from '../../data/call-api.ts';
import { useRootData } from '../../runtime/root-data.ts';

export interface Progress {
  /** The material was opened. */
  active(materialId: number): void;
  /** The material was finished: left with "next", or the last one read to its end. */
  archive(materialId: number): void;
}

export function useProgress(): Progress {
  const signedIn = useRootData()?.signedIn ?? false;
  return useMemo(() => {
    const record = (id: 'progress.active' | 'progress.archive', materialId: number) => {
      if (!signedIn) return;
      void callApi(id, { body: { material_id: materialId } });
    };
    return {
      active: (materialId) => record('progress.active', materialId),
      archive: (materialId) => record('progress.archive', materialId),
    };
  }, [signedIn]);
}
