import { ChildTool } from '../../features/children/components/child-tool';

export default function ChildrenWeightPage() {
  return <ChildTool measure="weight" />;
}
