import { generatePath } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The player's staff page; with `banForReport`, its ban form opens answering that report. */
export function playerPath(accountId: number, banForReport?: number): string {
  const path = generatePath(paths.staffPlayer, { accountId: String(accountId) });
  return banForReport === undefined ? path : `${path}?ban=1&report=${banForReport}`;
}

export interface BanIntent {
  /** The page opens with the ban form open. */
  open: boolean;
  /** The report the ban answers (sent as reportId). */
  reportId: number | null;
}

/** What ?ban=1&report=ID asks of the player's page. */
export function readBanIntent(params: URLSearchParams): BanIntent {
  const report = Number(params.get('report'));
  return { open: params.get('ban') === '1', reportId: Number.isSafeInteger(report) && report > 0 ? report : null };
}
