/** A checkout as create-payment answers it: the form to post to the gateway. */
export interface StartedCheckout {
  readonly redirectUrl: string;
  readonly paymentData: Readonly<Record<string, string>>;
}

/** The redirect's target, or an error naming what came instead. */
async function seeOther(response: Response, base: string): Promise<URL> {
  if (response.status !== 303)
    throw new Error(`the PayFast simulator answered ${response.status}, not 303: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '', base);
}

/**
 * Pays a checkout in the built-in PayFast simulator over HTTP, as a browser does: the form posted
 * (in the order the server gave it, which the signature needs), then Pay. The simulator's ITN has
 * completed the payment by the time it answers. Answers the return address it sends the buyer to.
 * Without vitest, so the screenshot script can use it too.
 */
export async function payInSimulator(checkout: StartedCheckout): Promise<URL> {
  const form = new URLSearchParams(Object.entries(checkout.paymentData)).toString();
  const started = await fetch(checkout.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const checkoutPage = await seeOther(started, checkout.redirectUrl);
  return seeOther(
    await fetch(`${checkoutPage.href}/pay`, { method: 'POST', redirect: 'manual' }),
    checkout.redirectUrl,
  );
}
