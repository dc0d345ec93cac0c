import { useParams } from 'react-router';
import { DoctorAsks } from '../../features/doctors/components/doctor-asks';
import { usePageParam } from '../../lib/use-page-param';

/** `/doctor/:doctorId/ask`: the questions this doctor answered (inside the doctor page). */
export default function DoctorAskPage() {
  const { doctorId = '' } = useParams();
  const [page, setPage] = usePageParam({ keepScroll: true });
  return <DoctorAsks doctorId={doctorId} page={page} onPage={setPage} />;
}
