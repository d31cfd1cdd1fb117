import type { DataColumn } from '../../../components/ui/data-list';
import { Pill } from '../../../components/ui/pill';
import { formatOneIn, formatPercent, questText, quantityText } from '../lib/chances';

/** '1 in 25' with its percent beside it. */
export function Chance({ oneIn, percent }: { oneIn: number; percent: number }) {
  return (
    <span className="library-chance">
      <strong>{formatOneIn(oneIn)}</strong> <span className="meta">({formatPercent(percent)})</span>
    </span>
  );
}

/** 'Quest #2050' on a drop only players on that quest get; nothing otherwise. */
export function QuestMark({ questId }: { questId: number | null }) {
  const text = questText(questId);
  return text ? <Pill tone="progress">{text}</Pill> : null;
}

interface Drop {
  oneIn: number;
  percent: number;
  minimumQuantity: number;
  maximumQuantity: number;
  questId: number | null;
  meso?: boolean;
}

/** The columns of a drop list, after what drops or who drops it: chance, quantity (meso as a range), quest. */
export function dropColumns<Row extends Drop>(): DataColumn<Row>[] {
  return [
    { header: 'Chance', cell: (drop) => <Chance oneIn={drop.oneIn} percent={drop.percent} /> },
    { header: 'Quantity', cell: (drop) => quantityText(drop.minimumQuantity, drop.maximumQuantity, drop.meso) },
    { header: 'Quest', cell: (drop) => <QuestMark questId={drop.questId} /> },
  ];
}
