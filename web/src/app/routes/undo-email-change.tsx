import { UndoEmailChangePanel } from '../../features/account/components/undo-email-change-panel';
import { useFragmentToken } from '../../hooks/use-fragment-token';

/** The link mailed to the old address after an email change: /undo-email-change#token=... */
export default function UndoEmailChangeRoute() {
  const token = useFragmentToken();
  return (
    <div className="page page--narrow">
      <UndoEmailChangePanel token={token} />
    </div>
  );
}
