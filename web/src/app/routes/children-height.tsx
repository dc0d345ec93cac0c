import { ChildTool } from '../../features/children/components/child-tool';

export default function ChildrenHeightPage() {
  return <ChildTool measure="height" />;
}
