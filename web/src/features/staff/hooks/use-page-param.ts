import { useSearchParams } from 'react-router-dom';

/** The list's page, kept in the address (?page=N) so Back and a shared link land on it; 1 when absent or wrong. */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const read = Number(params.get('page'));
  const page = Number.isSafeInteger(read) && read >= 1 ? read : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}
