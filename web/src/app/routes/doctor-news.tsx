import { useParams, type LoaderFunctionArgs } from 'react-router';
import { doctorQueries } from '../../features/doctors/api/queries';
import { DoctorNews } from '../../features/doctors/components/doctor-news';
import { detailHead } from '../../lib/page/detail-page';
import { preload, searchOf } from '../../lib/page/route-data';
import { pageFromParams, usePageParam } from '../../lib/page/use-page-param';

/** The page of the list (the doctor's record is the doctor page's own read). */
export function loader(args: LoaderFunctionArgs) {
  const doctorId = args.params.doctorId ?? '';
  return preload(args, doctorQueries.news(doctorId, pageFromParams(searchOf(args)))).then(
    () => null,
  );
}

/** The doctor's head, titled after this part of the doctor page. */
export const head = detailHead(doctorQueries.detail);

/** `/doctor/:doctorId/news`: the doctor's articles (inside the doctor page). */
export default function DoctorNewsPage() {
  const { doctorId = '' } = useParams();
  const [page, setPage] = usePageParam({ keepScroll: true });
  return <DoctorNews doctorId={doctorId} page={page} onPage={setPage} />;
}
