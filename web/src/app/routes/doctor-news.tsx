import { useParams } from 'react-router';
import { DoctorNews } from '../../features/doctors/components/doctor-news';
import { usePageParam } from '../../lib/use-page-param';

/** `/doctor/:doctorId/news`: the doctor's articles (inside the doctor page). */
export default function DoctorNewsPage() {
  const { doctorId = '' } = useParams();
  const [page, setPage] = usePageParam({ keepScroll: true });
  return <DoctorNews doctorId={doctorId} page={page} onPage={setPage} />;
}
