import { LibraryView } from '../../features/library/components/library-view';

export default function LibraryRoute() {
  return (
    <div className="page">
      <LibraryView />
    </div>
  );
}
