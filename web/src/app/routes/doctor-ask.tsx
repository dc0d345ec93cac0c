import { useParams, type LoaderFunctionArgs } from 'react-router';
import { doctorQueries } from '../../features/doctors/api/queries';
import { DoctorAsks } from '../../features/doctors/components/doctor-asks';
import { detailHead } from '../../lib/page/detail-page';
import { preload, searchOf } from '../../lib/page/route-data';
import { pageFromParams, usePageParam } from '../../lib/page/use-page-param';

/** The page of the list (the doctor's record is the doctor page's own read). */
export function loader(args: LoaderFunctionArgs) {
  const doctorId = args.params.doctorId ?? '';
  return preload(args, doctorQueries.asks(doctorId, pageFromParams(searchOf(args)))).then(
    () => null,
  );
}

/** The doctor's head, titled after this part of the doctor page. */
export const head = detailHead(doctorQueries.detail);

/** `/doctor/:doctorId/ask`: the questions this doctor answered (inside the doctor page). */
export default function DoctorAskPage() {
  const { doctorId = '' } = useParams();
  const [page, setPage] = usePageParam({ keepScroll: true });
  return <DoctorAsks doctorId={doctorId} page={page} onPage={setPage} />;
}
