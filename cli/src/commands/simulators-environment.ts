/** What `bidpilot simulators --help` adds: the variables it and the processes using it read (loaded without Ink, for a fast --help). */
export const SIMULATORS_ENVIRONMENT = `
Environment:
  SIMULATORS_PORT        the port to listen on (default 4400)
  PUBLIC_URL             the API's public address: a checkout may only name
                         its notify URL (/api/payments/notify) and payment
                         pages (/payment/success, /payment/cancel)
  SIMULATORS_NOTIFY_URL  where the PayFast simulator posts its ITN, as this
                         process reaches an API server or the proxy before
                         them (default PUBLIC_URL/api/payments/notify)
  DATABASE_URL           the database of the simulated Freelancer's
                         sim_freelancer_* tables (the servers' Postgres will
                         do; a SQLite file in DATA_DIR by default, which
                         \`bidpilot db migrate\` creates: the simulators never do)
  SIMULATORS=on          required with NODE_ENV=production (which also asks
                         for JWT_SECRET and ENCRYPTION_KEY, as every command)

Servers and workers use it with SIMULATORS_URL=http://<host>:<port> (as they
reach it) and SIMULATORS_PUBLIC_URL (as browsers reach it; SIMULATORS_URL by
default), MARKETPLACE_URL and PAYFAST_URL unset. It serves the Freelancer API
at /freelancer/api, PayFast at /payfast, and GET /health.`;
