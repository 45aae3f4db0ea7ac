import { ReviewsInbox } from './ReviewsScreen.tsx';

/** `/seller/reviews` (issue 14, section 4): the reviews attributed to the signed-in seller, read only. */
export default function SellerReviewsScreen() {
  return <ReviewsInbox readOnly />;
}
