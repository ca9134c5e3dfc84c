import { catalogGuarantees } from '../../src/api/catalog/public';
import { accountsGuarantees } from '../../src/plugins/accounts/public';
import { billingGuarantees } from '../../src/plugins/billing/public';
import { guaranteeStatement, type Guarantee } from '../../src/plugins/platform/public';

// The tables of the content types (their schemas' collectionName).
const TABLES: Record<string, string> = {
  'plugin::users-permissions.user': 'up_users',
  'plugin::accounts.oauth-record': 'accounts_oauth_records',
  'plugin::accounts.connected-app': 'accounts_connected_apps',
  'plugin::billing.job-run': 'billing_job_runs',
  'plugin::billing.order': 'billing_orders',
  'plugin::billing.plan': 'billing_plans',
  'plugin::billing.subscription': 'billing_subscriptions',
  'plugin::billing.payment': 'billing_payments',
  'plugin::billing.order-item': 'billing_order_items',
  'api::region.region': 'regions',
  'api::country.country': 'countries',
  'api::city.city': 'cities',
  'api::category.category': 'categories',
  'api::destination.destination': 'destinations',
  'api::hotel.hotel': 'hotels',
  'api::restaurant.restaurant': 'restaurants',
  'api::attraction.attraction': 'attractions',
  'api::flight.flight': 'flights',
  'api::setting.setting': 'settings',
  'api::catalog.search-entry': 'search_entries',
  'api::catalog.search-term': 'search_terms',
};
// A relation's link table: Strapi names it `<table>_<relation>_lnk`.
const statementOf = (guarantee: Guarantee) =>
  guaranteeStatement(
    guarantee.relation ? `${TABLES[guarantee.uid]}_${guarantee.relation}_lnk` : TABLES[guarantee.uid],
    guarantee,
  );

describe('database guarantees', () => {
  it('build the statements (and index names) the three bootstraps ran before they were gathered', () => {
    // Existing databases have these indexes: a changed name would create a second one.
    expect(accountsGuarantees.map(statementOf)).toEqual([
      'CREATE UNIQUE INDEX IF NOT EXISTS up_users_email_lower_unique ON up_users (lower(email))',
      'CREATE UNIQUE INDEX IF NOT EXISTS accounts_oauth_records_model_record_unique ON accounts_oauth_records (model, record_id)',
      'CREATE INDEX IF NOT EXISTS accounts_oauth_records_grant_idx ON accounts_oauth_records (grant_id)',
      'CREATE UNIQUE INDEX IF NOT EXISTS accounts_connected_apps_grant_unique ON accounts_connected_apps (grant_id)',
      'CREATE INDEX IF NOT EXISTS accounts_connected_apps_user_idx ON accounts_connected_apps (user_id)',
      'CREATE INDEX IF NOT EXISTS accounts_oauth_records_model_uid_idx ON accounts_oauth_records (model, uid)',
    ]);
    expect(billingGuarantees.map(statementOf)).toEqual([
      'CREATE UNIQUE INDEX IF NOT EXISTS billing_job_runs_key_unique ON billing_job_runs (key)',
      'CREATE UNIQUE INDEX IF NOT EXISTS billing_orders_merchant_order_unique ON billing_orders (merchant_order_id)',
      'CREATE UNIQUE INDEX IF NOT EXISTS billing_plans_name_unique ON billing_plans (name)',
      "CREATE UNIQUE INDEX IF NOT EXISTS billing_subscriptions_one_active ON billing_subscriptions (user_id) WHERE state = 'active'",
      'CREATE INDEX IF NOT EXISTS billing_subscriptions_user_state ON billing_subscriptions (user_id, state)',
      'CREATE INDEX IF NOT EXISTS billing_subscriptions_order ON billing_subscriptions (order_id)',
      'CREATE UNIQUE INDEX IF NOT EXISTS billing_orders_user_idempotency ON billing_orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL',
      'CREATE INDEX IF NOT EXISTS billing_orders_user ON billing_orders (user_id, created_at)',
      'CREATE INDEX IF NOT EXISTS billing_orders_state_expiry ON billing_orders (state, expires_at)',
      'CREATE UNIQUE INDEX IF NOT EXISTS billing_payments_provider_transaction ON billing_payments (provider, transaction_id)',
      'CREATE INDEX IF NOT EXISTS billing_payments_order ON billing_payments (order_id)',
      'CREATE INDEX IF NOT EXISTS billing_order_items_product ON billing_order_items (product_type, product_id)',
      'CREATE INDEX IF NOT EXISTS billing_order_items_order ON billing_order_items (order_id)',
      'CREATE INDEX IF NOT EXISTS billing_orders_state_paid ON billing_orders (state, paid_at)',
      "CREATE INDEX IF NOT EXISTS billing_orders_seller_received_idx ON billing_orders (seller_id, paid_at, id) WHERE seller_id IS NOT NULL AND state IN ('paid', 'fulfilled')",
      "CREATE INDEX IF NOT EXISTS billing_orders_sales_received_idx ON billing_orders (paid_at, id) WHERE seller_id IS NOT NULL AND state IN ('paid', 'fulfilled')",
    ]);
    // Independent statements: the order they run in does not matter, the set does.
    expect(catalogGuarantees.map(statementOf).sort()).toEqual(
      [
        'CREATE INDEX IF NOT EXISTS regions_key_locale_idx ON regions (key, locale)',
        'CREATE INDEX IF NOT EXISTS countries_locale_deleted_at_idx ON countries (locale, deleted_at)',
        'CREATE INDEX IF NOT EXISTS countries_iso_code_idx ON countries (iso_code)',
        'CREATE INDEX IF NOT EXISTS cities_locale_deleted_at_idx ON cities (locale, deleted_at)',
        'CREATE INDEX IF NOT EXISTS categories_locale_deleted_at_idx ON categories (locale, deleted_at)',
        'CREATE INDEX IF NOT EXISTS categories_type_idx ON categories (type)',
        'CREATE INDEX IF NOT EXISTS destinations_locale_deleted_at_idx ON destinations (locale, deleted_at)',
        'CREATE INDEX IF NOT EXISTS destinations_city_name_idx ON destinations (city_name)',
        'CREATE INDEX IF NOT EXISTS hotels_locale_deleted_at_idx ON hotels (locale, deleted_at)',
        'CREATE INDEX IF NOT EXISTS hotels_price_per_night_idx ON hotels (price_per_night)',
        'CREATE INDEX IF NOT EXISTS hotels_rating_idx ON hotels (rating)',
        'CREATE INDEX IF NOT EXISTS hotels_stars_idx ON hotels (stars)',
        'CREATE INDEX IF NOT EXISTS restaurants_locale_deleted_at_idx ON restaurants (locale, deleted_at)',
        'CREATE INDEX IF NOT EXISTS restaurants_rating_idx ON restaurants (rating)',
        'CREATE INDEX IF NOT EXISTS hotels_destination_lnk_destination_hotel_idx ON hotels_destination_lnk (destination_id, hotel_id)',
        'CREATE INDEX IF NOT EXISTS restaurants_destination_lnk_destination_restaurant_idx ON restaurants_destination_lnk (destination_id, restaurant_id)',
        'CREATE INDEX IF NOT EXISTS attractions_destination_lnk_destination_attraction_idx ON attractions_destination_lnk (destination_id, attraction_id)',
        'CREATE INDEX IF NOT EXISTS search_entries_kind_name_record_idx ON search_entries (kind, name, record_id)',
        'CREATE INDEX IF NOT EXISTS search_entries_kind_record_id_idx ON search_entries (kind, record_id)',
        'CREATE UNIQUE INDEX IF NOT EXISTS search_entries_kind_record_unique ON search_entries (kind, record_document_id)',
        'CREATE UNIQUE INDEX IF NOT EXISTS search_terms_term_unique ON search_terms (term)',
        'CREATE INDEX IF NOT EXISTS restaurants_price_cents_idx ON restaurants (price_cents)',
        'CREATE INDEX IF NOT EXISTS attractions_locale_deleted_at_idx ON attractions (locale, deleted_at)',
        'CREATE INDEX IF NOT EXISTS attractions_rating_idx ON attractions (rating)',
        'CREATE INDEX IF NOT EXISTS attractions_price_idx ON attractions (price)',
        'CREATE INDEX IF NOT EXISTS flights_deleted_at_idx ON flights (deleted_at)',
        'CREATE INDEX IF NOT EXISTS flights_departure_airport_departure_date_idx ON flights (departure_airport, departure_date)',
        'CREATE INDEX IF NOT EXISTS flights_arrival_airport_idx ON flights (arrival_airport)',
        'CREATE INDEX IF NOT EXISTS flights_departure_date_idx ON flights (departure_date)',
        'CREATE INDEX IF NOT EXISTS flights_price_idx ON flights (price)',
      ].sort(),
    );
  });

  it('name every index once and say why', () => {
    const all = [...accountsGuarantees, ...billingGuarantees, ...catalogGuarantees];
    const names = all.map((guarantee) => `${TABLES[guarantee.uid]}_${guarantee.name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const guarantee of all) expect(guarantee.why.length).toBeGreaterThan(10);
  });

  it('refuse what is not an identifier or fn(identifier)', () => {
    const base: Guarantee = { uid: 'x', name: 'n', columns: ['a'], why: 'test' };
    expect(() => guaranteeStatement('t; drop', base)).toThrow(/identifier/);
    expect(() => guaranteeStatement('t', { ...base, name: 'n x' })).toThrow(/identifier/);
    expect(() => guaranteeStatement('t', { ...base, columns: [] })).toThrow(/columns/);
    expect(() => guaranteeStatement('t', { ...base, columns: ['a); drop table t; --'] })).toThrow(/columns/);
  });
});
