import { ReviewerForm } from '../components/ReviewerForm';

// 添加审核人: the reviewer configuration form, empty.
export default function ReviewerConfigAdd() {
  return <ReviewerForm />;
}
