import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngWithMetadata } from '../../../test/images.ts';
import { userLocations } from '../../db/schema/index.ts';
import { sellersWorld, type SellersWorld } from './sellers.fixtures.ts';

let w: SellersWorld;
beforeAll(async () => {
  w = await sellersWorld();
});
afterAll(() => w.t.close());

describe('QR customization and the seller tools', () => {
  it('should store colours, name and a re-encoded logo, and show them to the seller', async () => {
    const { t, call, team, manager, seller, managerLocation } = w;
    const saved = await call('POST', `/manager/sellers/${team.seller.id}/qr`, manager, {
      primary_color: '#AA0000',
      secondary_color: '#fafafa',
      name: 'Camille – Port',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The QR code has been saved.');
    expect(saved.body.data.qr).toMatchObject({
      primary_color: '#aa0000',
      secondary_color: '#fafafa',
      name: 'Camille – Port',
    });
    const wrong = await call('POST', `/manager/sellers/${team.seller.id}/qr`, manager, {
      primary_color: 'red',
      secondary_color: '#fafafa',
      name: 'x',
    });
    expect(wrong.body.errors).toEqual({ primary_color: ['Please fill out the primary colour correctly'] });

    const body = multipart('logo', 'logo.png', 'image/png', pngWithMetadata());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manager/sellers/${team.seller.id}/qr-logo`,
      headers: { authorization: `Bearer ${manager}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.qr.logo).toMatch(/^\/api\/uploads\/.+\.png$/);
    const junk = multipart('logo', 'logo.png', 'image/png', Buffer.from('not an image'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manager/sellers/${team.seller.id}/qr-logo`,
      headers: { authorization: `Bearer ${manager}`, 'content-type': junk.contentType },
      payload: junk.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['logo']);

    // The fixture ties the seller without a code; the application always gives one.
    await t.database.db
      .update(userLocations)
      .set({ collectionCode: 'c0ffee000001' })
      .where(and(eq(userLocations.userId, team.seller.id), eq(userLocations.locationId, managerLocation)));
    const tools = await call('GET', '/seller/tools', seller);
    expect(tools.status).toBe(200);
    expect(tools.body.data.qr).toMatchObject({ primary_color: '#aa0000', name: 'Camille – Port' });
    expect(tools.body.data.links).toEqual([
      expect.objectContaining({
        location_id: managerLocation,
        code: 'c0ffee000001',
        path: `/reviews/${managerLocation}/c0ffee000001`,
      }),
    ]);
    expect((await call('GET', '/seller/tools', manager)).status).toBe(403);
  });
});
