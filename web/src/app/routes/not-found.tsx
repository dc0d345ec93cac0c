import { NotFoundContent } from '../../components/error-boundary/not-found-content';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
