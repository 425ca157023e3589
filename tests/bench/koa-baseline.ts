import Koa from 'koa';

/**
 * The HTTP bench's yardstick, started in a process of its own: bare Koa answering every request
 * with a fixed JSON about the size of `/api/auth/me`'s (no middleware, no database, no auth).
 */
const body = {
  success: true,
  user: {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    name: 'Bench',
    email: 'bench@example.com',
    role: 'user',
    isActive: true,
    subscriptionStatus: 'inactive',
    subscriptionPlan: null,
    currentPlan: null,
    planStatus: 'inactive',
    billingPeriod: null,
    planPurchaseDate: null,
    planExpirationDate: null,
    createdAt: '2026-11-24T19:00:00.000Z',
    availableBids: 0,
    planBids: 0,
    extraBids: 0,
    unlimitedBids: false,
  },
};

const app = new Koa();
app.use((ctx) => {
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
