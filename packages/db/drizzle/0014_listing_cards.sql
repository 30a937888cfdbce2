-- The cards of a list page as JSON, in the order of the ids given (issue 15, decision 041). A
-- PL/pgSQL function keeps the plan of its statement for the session, so the list statement that
-- calls it plans only its filters: planning the cards' join with it cost more (~0.45 ms at a million
-- profiles, with the table's twenty indexes) than running the whole page. The keys are those of
-- CardSource (apps/api/src/services/profiles/profile-card.ts); the date in Date#toISOString's form.
CREATE OR REPLACE FUNCTION listing_cards(ids integer[]) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_object(
      'id', p.id, 'slug', p.slug, 'profileCode', p.profile_code, 'fullName', p.full_name,
      'gender', p.gender, 'yearOfBirth', p.year_of_birth, 'monthOfBirth', p.month_of_birth,
      'height', p.height, 'education', p.education, 'occupation', p.occupation,
      'martialStatus', p.martial_status, 'maslak', p.maslak, 'biradari', p.biradari,
      'cityCurrent', p.city_current, 'stateCurrent', p.state_current,
      'countryCurrent', p.country_current, 'verificationStatus', p.verification_status,
      'createdOn', to_char(p.created_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'photo', CASE WHEN ph.thumb_key IS NULL THEN NULL
        ELSE json_build_object('thumbKey', ph.thumb_key, 'blurredKey', ph.blurred_key) END
    ) ORDER BY k.ord), '[]'::json)
    FROM unnest(ids) WITH ORDINALITY AS k(id, ord)
    JOIN profiles p ON p.id = k.id
    LEFT JOIN LATERAL (
      SELECT thumb_key, blurred_key FROM photos WHERE photos.profile_id = p.id ORDER BY slot LIMIT 1
    ) ph ON true
  );
END;
$$;
