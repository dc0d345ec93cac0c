import { ChildTool } from '../../features/children/components/child-tool';

export default function ChildrenChestPage() {
  return <ChildTool measure="chest_circ" />;
}
