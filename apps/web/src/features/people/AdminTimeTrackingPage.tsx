import { AdminTimeTrackingPage } from './AdminPages';

export default AdminTimeTrackingPage;
