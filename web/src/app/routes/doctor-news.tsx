import { useParams, useSearchParams } from 'react-router';
import { DoctorNews } from '../../features/doctors/components/doctor-news';

function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** `/doctor/:doctorId/news`: the doctor's articles (inside the doctor page). */
export default function DoctorNewsPage() {
  const { doctorId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <DoctorNews
      doctorId={doctorId}
      page={pageOf(params)}
      onPage={(p) => setParams(p > 1 ? { page: String(p) } : {}, { preventScrollReset: true })}
    />
  );
}
