import { useParams, useSearchParams } from 'react-router';
import { DoctorAsks } from '../../features/doctors/components/doctor-asks';

function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** `/doctor/:doctorId/ask`: the questions this doctor answered (inside the doctor page). */
export default function DoctorAskPage() {
  const { doctorId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <DoctorAsks
      doctorId={doctorId}
      page={pageOf(params)}
      onPage={(p) => setParams(p > 1 ? { page: String(p) } : {}, { preventScrollReset: true })}
    />
  );
}
