import { ChildTool } from '../../features/children/components/child-tool';

export default function ChildrenBmiPage() {
  return <ChildTool measure="bmi" />;
}
