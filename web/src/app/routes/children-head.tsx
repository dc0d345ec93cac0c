import { ChildTool } from '../../features/children/components/child-tool';

export default function ChildrenHeadPage() {
  return <ChildTool measure="head_circ" />;
}
