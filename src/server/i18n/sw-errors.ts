import type { ErrorCode } from '../../shared/errors/index.ts';

/**
 * The Kiswahili of every API error (English: src/shared/errors), same ICU arguments, the
 * glossary's words (docs/kiswahili-glossary.md). Grouped as the English tables are.
 */
export const SW_ERRORS: Record<ErrorCode, string> = {
  // Any route: sign-in, guards, limits, malformed requests, our own failures.
  not_authenticated: 'Hujaingia. Tafadhali ingia kwanza.',
  agents_only: 'Ni mawakala wa uthibitisho pekee wanaoweza kufanya hivi.',
  origin_refused: 'Ombi hili limekataliwa: lazima litoke kwenye programu ya Pamoja.',
  rate_limited: 'Maombi ni mengi mno. Tafadhali subiri dakika moja kisha ujaribu tena.',
  too_many_lookups: 'Umetafuta mara nyingi mno. Tafadhali jaribu tena baadaye.',
  invalid_request: 'Ombi hili si sahihi.',
  phone_invalid: 'Nambari ya simu ya Kenya si sahihi',
  text_has_nul: 'Maandishi hayawezi kuwa na herufi ya NUL (U+0000).',
  invalid_json: 'Maudhui ya ombi si JSON sahihi.',
  empty_body: 'Maudhui ya ombi ni tupu.',
  body_too_large: 'Maudhui ya ombi ni makubwa mno.',
  unsupported_media_type: 'Tuma maudhui ya ombi kama JSON (Content-Type: application/json).',
  form_body_required:
    'Tuma sehemu za fomu za mtoa huduma kama maudhui ya ombi (Content-Type: application/x-www-form-urlencoded).',
  invalid_content_length: 'Maudhui ya ombi hayalingani na Content-Length yake.',
  bad_request: 'Ombi hili halikuweza kusomeka.',
  route_not_found: 'Anwani hii ya API haipo: {method} {path}',
  not_found: 'Haikupatikana',
  metrics_token_required: 'Tuma ufunguo wa takwimu kama Authorization: Bearer <token>.',
  internal_error: 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
  database_unavailable:
    'Pamoja haiwezi kufikia hifadhidata yake kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',

  // Sign-in codes, registration and the account.
  otp_send_failed:
    'Imeshindwa kutuma msimbo wa uthibitisho. Tafadhali angalia nambari yako ya simu na muunganisho wa intaneti.',
  otp_invalid: 'Msimbo wa uthibitisho si sahihi. Tafadhali angalia msimbo kisha ujaribu tena.',
  otp_expired: 'Msimbo huu umeisha muda wake au tayari umetumika. Tafadhali omba msimbo mpya.',
  otp_too_many_attempts:
    'Umejaribu mara nyingi mno. Tafadhali subiri dakika chache kabla ya kujaribu tena.',
  account_exists: 'Tayari kuna akaunti yenye nambari hii ya simu. Tafadhali ingia badala yake.',
  identity_review_required:
    'Ukibadilisha jina lako au nambari ya Kitambulisho cha Taifa, akaunti yako itarudishwa kwa wakala aikague upya. Hutaweza kupanga safari hadi aiidhinishe tena.',
  account_not_registered:
    'Bado hakuna akaunti ya Pamoja inayotumia nambari hii ya simu. Tafadhali kamilisha wasifu wako ili ujisajili.',
  account_has_trip_in_progress:
    'Uko kwenye safari ambayo bado haijakamilika. Unaweza kufuta akaunti yako safari hiyo ikishakamilika.',
  account_has_payment_pending:
    'Malipo yako ya M-Pesa bado hayajakamilika. Unaweza kufuta akaunti yako yakishakamilika, ndani ya dakika 15.',

  // Rides, bookings, trips and ratings.
  ride_not_found: 'Safari hii haipo.',
  own_ride: 'Huwezi kuhifadhi kiti kwenye safari yako mwenyewe.',
  ride_unavailable: 'Safari hii haipatikani tena',
  already_booked: 'Tayari umehifadhi kiti kwenye safari hii.',
  insufficient_seats:
    'Samahani, viti havitoshi: {availableSeats, plural, one {kimebaki kiti # tu} other {vimebaki viti # tu}} kwenye safari hii.',
  insufficient_tokens:
    'Tokeni hazitoshi: unahitaji kulipa KSh {total, number}. Tafadhali ongeza salio kisha ujaribu tena.',
  pickup_too_far:
    'Chagua mahali pa kuchukuliwa ndani ya km {maxDistanceKm, number} kutoka njia ya safari: mahali hapa ni umbali wa km {distanceKm, number}.',
  ride_cancelled_too_often:
    'Tayari umeghairi {limit, plural, one {nafasi moja} other {nafasi #}} kwenye safari hii, kwa hiyo huwezi kuihifadhi tena.',
  booking_not_found: 'Nafasi hii uliyohifadhi haipo.',
  booking_already_cancelled: 'Nafasi hii tayari imeghairiwa.',
  booking_departed: 'Safari hii tayari imeondoka, kwa hiyo nafasi hii haiwezi kughairiwa tena.',
  ride_bookings_driver_only:
    'Ni dereva wa safari hii pekee anayeweza kuona nafasi zilizohifadhiwa.',
  ride_already_cancelled: 'Safari hii tayari imeghairiwa.',
  ride_departed: 'Safari hii tayari imeondoka, kwa hiyo haiwezi kughairiwa tena.',
  driver_suspended_cancellations:
    'Umeghairi safari 3 zenye abiria chini ya saa 12 kabla ya kuondoka ndani ya siku 30, kwa hiyo huwezi kutoa safari hadi {when}.',
  booking_not_rebookable:
    'Ni nafasi iliyoghairiwa na dereva wako pekee inayoweza kuhifadhiwa upya hivi.',
  booking_already_rebooked: 'Tayari umehifadhi upya nafasi hii iliyoghairiwa.',
  approval_too_late:
    'Dereva huyu anathibitisha kila abiria, na safari hii inaondoka mapema mno kupata jibu: chagua safari inayoondoka baada ya dakika {minutes, number} au zaidi kuanzia sasa.',
  request_already_answered: 'Ombi hili la nafasi tayari limejibiwa.',
  request_expired:
    'Ombi hili la nafasi limeisha muda bila kujibiwa, na abiria amerudishiwa tokeni zake.',
  request_declined: 'Dereva amekataa ombi lako la safari hii, kwa hiyo huwezi kuiomba tena.',
  request_cancelled: 'Ombi hili la nafasi limeghairiwa, na abiria amerudishiwa tokeni zake.',
  driver_unverified:
    'Thibitisha akaunti yako: pakia Kitambulisho chako cha Taifa na usubiri kiidhinishwe kabla ya kupanga safari.',
  departure_too_soon: 'Muda wa kuondoka lazima uwe angalau saa 1 kuanzia sasa.',
  departure_too_far: 'Muda wa kuondoka usizidi siku 90 kuanzia sasa.',
  vehicle_not_active: 'Chagua mojawapo ya magari yako yanayotumika.',
  too_many_seats:
    'Gari hili linabeba {passengers, plural, one {abiria # tu} other {abiria wasiozidi #}}.',
  repeat_days_required: 'Chagua siku za wiki ambazo safari hii inajirudia.',
  price_above_cost_share:
    'Abiria wanagawana gharama ya gari, si malipo ya teksi: kwa km {distanceKm, number} na viti hivi, nauli kwa kiti isizidi KSh {maxPricePerSeat, number}.',
  ride_too_short:
    'Safari lazima iwe ya angalau km {minKm, number} ili kugawanwa: hii ni km {distanceKm, number}.',
  too_many_rides_today:
    'Unaweza kutoa {limit, plural, one {safari # tu} other {safari zisizozidi #}} kwa siku: hii ingezidi tarehe {dates}.',
  trip_not_found: 'Safari hii haipo.',
  trip_not_completed: 'Unaweza kukadiria safari ikishakamilika.',
  already_rated: 'Tayari umekadiria safari hii.',
  popular_route_exists: 'Njia hii maarufu tayari ipo.',

  // Trip day: starting, positions, boarding, no-shows, sharing, SOS, disputes and incidents.
  trip_start_too_early: 'Unaweza kuanza safari hii kuanzia dakika 30 kabla ya muda wa kuondoka.',
  trip_start_too_late: 'Safari hii haiwezi kuanzishwa tena: muda wake umepita.',
  trip_cancelled: 'Safari hii ilighairiwa.',
  trip_already_started: 'Safari hii tayari imeanza.',
  trip_already_ended: 'Safari hii tayari imeisha.',
  trip_not_started: 'Anza safari kwanza.',
  position_too_frequent: 'Mahali ulipo hupokelewa mara moja tu kila sekunde 2.',
  wrong_boarding_code:
    'Msimbo huo wa kupanda si sahihi. {triesLeft, plural, =0 {Hakuna jaribio lililobaki.} one {Limebaki jaribio #.} other {Yamebaki majaribio #.}}',
  boarding_code_locked:
    'Misimbo mingi mno isiyo sahihi kwa abiria huyu. Mwombe akuonyeshe msimbo kwenye skrini ya safari yake.',
  already_boarded: 'Abiria huyu tayari amepanda.',
  no_show_too_early:
    'Unaweza kuripoti abiria ambaye hakufika kuanzia dakika 10 baada ya muda wa kuondoka.',
  no_show_report_closed:
    'Unaweza kuripoti dereva ambaye hakufika ndani ya saa 24 tu baada ya safari kuisha.',
  no_show_already_reported: 'Tayari umeripoti safari hii.',
  dispute_not_found: 'Malalamiko haya hayapo.',
  dispute_already_resolved: 'Malalamiko haya tayari yameshughulikiwa.',
  share_sms_limit: 'Tayari umetuma safari hii kwa simu 5.',
  share_sms_daily_limit:
    'Unaweza kutuma kiungo cha safari kwa SMS mara {limit} tu kwa siku. Nakili kiungo na ukitume mwenyewe.',
  share_sms_phone_limit:
    'Simu hii haiwezi kutumiwa viungo zaidi vya safari leo (visizozidi {fromOnePerson} kutoka kwako na {fromEveryone} kutoka kwa wote). Nakili kiungo na ukitume mwenyewe.',
  share_not_found: 'Kiungo hiki cha safari hakipo.',
  share_expired: 'Safari hii imeisha, kwa hiyo kiungo chake hakifanyi kazi tena.',
  live_stream_limit:
    'Safari hii tayari inafuatiliwa moja kwa moja kwenye skrini nyingi mno. Funga moja, kisha ujaribu tena.',
  emergency_contact_twice:
    'Kila mtu wa kuwasiliana naye wakati wa dharura anahitaji nambari tofauti ya simu.',
  emergency_contact_is_self:
    'Mtu wa kuwasiliana naye wakati wa dharura lazima awe mtu mwingine: hii ni nambari yako mwenyewe.',
  emergency_contacts_daily_limit:
    'Unaweza kuongeza watu wapya wa dharura wasiozidi {limit} kwa siku. Jaribu tena kesho.',
  emergency_contact_declined:
    '{phone} amejibu HAPANA kuwa mtu wako wa dharura, kwa hiyo hawezi kuongezwa tena.',
  sos_outside_window:
    'SOS inafanya kazi kuanzia saa 1 kabla ya muda wa kuondoka hadi saa 1 baada ya safari kuisha.',
  incident_not_found: 'Tukio hili halipo.',
  incident_already_resolved: 'Tukio hili tayari limeshughulikiwa.',

  // Top-ups through M-Pesa, payouts to M-Pesa and tokens sent between people.
  too_many_payments:
    'Maombi ya malipo ni mengi mno. Tafadhali subiri dakika chache kisha ujaribu tena.',
  payment_amount_mismatch:
    'Malipo haya yalishaanzishwa kwa kiasi tofauti. Tafadhali anzisha malipo mapya.',
  payment_push_failed: 'Imeshindwa kuweka tokeni. Tafadhali jaribu tena.',
  payment_not_found: 'Malipo haya hayapo.',
  stk_callback_incomplete: 'Jibu la STK lililofaulu lazima liwe na kiasi na risiti yake.',
  mpesa_receipt_used: 'Risiti hii ya M-Pesa tayari imetumika.',
  payout_amount_mismatch: 'Ombi hili la kutoa pesa lilishatumwa kwa kiasi tofauti.',
  payout_exceeds_balance: 'Unaweza kutoa hadi KSh {available, number}.',
  payout_insufficient_tokens: 'Tokeni hazitoshi kutoa pesa hizi.',
  payout_failed:
    'M-Pesa haikuweza kupokea pesa hizi kwa sasa. Pesa zimerudi kwenye salio lako; tafadhali jaribu tena baadaye.',
  recipient_not_found:
    'Hakuna akaunti ya Pamoja inayotumia nambari hii ya simu. Angalia nambari kisha ujaribu tena.',
  transfer_to_self: 'Huwezi kujitumia tokeni mwenyewe.',
  transfer_daily_limit:
    'Unaweza kutuma hadi KSh {limit, number} kwa siku. Leo unaweza kutuma KSh {remaining, number} zaidi.',
  transfer_insufficient_tokens: 'Tokeni hazitoshi: salio lako ni KSh {balance, number}.',
  transfer_mismatch:
    'Uhamisho huu ulishatumwa kwa kiasi au mpokeaji tofauti. Tafadhali anzisha uhamisho mpya.',
  too_many_transfers: 'Umetuma mara nyingi mno. Tafadhali subiri saa moja kisha ujaribu tena.',

  // Uploads of National ID photos and agents' reviews.
  too_many_uploads: 'Umepakia mara nyingi mno. Tafadhali subiri kidogo kisha ujaribu tena.',
  upload_body_required: 'Tuma faili la picha kama maudhui ya ombi.',
  document_empty: 'Faili ni tupu. Tafadhali chagua picha ya Kitambulisho chako cha Taifa.',
  document_too_large: 'Tafadhali chagua faili lililo chini ya MB 5.',
  document_invalid_type: 'Tafadhali chagua faili la picha (SVG, PNG, JPG).',
  upload_link_invalid: 'Kiungo hiki cha kupakia si sahihi.',
  upload_not_yours: 'Faili hili lililopakiwa si lako.',
  upload_used: 'Kiungo hiki cha kupakia tayari kimetumika. Tafadhali anza kupakia upya.',
  upload_expired: 'Kiungo hiki cha kupakia kimeisha muda wake. Tafadhali anza kupakia upya.',
  upload_not_found: 'Faili hili lililopakiwa halipo.',
  upload_not_sent: 'Faili bado halijapakiwa. Tafadhali lipakie kwanza.',
  document_image_unknown: 'Pakia picha ya hati kwanza.',
  document_already_pending: 'Kitambulisho chako cha Taifa tayari kinasubiri kukaguliwa na wakala.',
  document_already_approved: 'Kitambulisho chako cha Taifa tayari kimethibitishwa.',
  document_not_found: 'Hati hii haipo.',
  document_not_pending: 'Hati hii tayari imekaguliwa.',
  own_document_review: 'Wakala mwingine lazima akague hati zako mwenyewe.',
  document_owner_or_agent_only:
    'Ni mwenye hati na mawakala wa uthibitisho pekee wanaoweza kuona hati hii.',
  document_image_missing: 'Picha ya hati hii haipo.',

  // Drivers' vehicles.
  vehicle_not_found: 'Gari hili halipo.',
  plate_taken: 'Gari lenye nambari hii tayari limesajiliwa kwenye Pamoja.',
  make_unknown: 'Chagua aina ya gari kutoka kwenye orodha.',
  model_not_of_make: 'Chagua modeli ya aina hii kutoka kwenye orodha.',
  vehicle_in_use:
    'Gari hili linatumika kwa {rides, plural, one {safari # ijayo} other {safari # zijazo}}{withPassengers, plural, =0 {} other {, # zikiwa na abiria waliohifadhi viti}}. Ghairi safari hizo kwanza, kisha {action, select, deactivate {lizime} other {lifute}}.',
  vehicle_seats_in_use:
    'Safari zijazo za gari hili zinatoa viti zaidi ya hivyo. Zibadilishe au uzighairi kwanza.',

  // Vehicle photos and profile pictures.
  photo_invalid_type: 'Tafadhali chagua picha (PNG au JPG).',
  photo_unreadable: 'Picha hii haikuweza kusomeka. Tafadhali piga au chagua nyingine.',
  photo_not_found: 'Picha hii haipo.',
  photo_link_invalid: 'Kiungo hiki cha picha si sahihi.',
  photo_link_expired: 'Kiungo hiki cha picha kimeisha muda wake. Tafadhali pakia ukurasa upya.',

  // The place search, place details and geocoding.
  location_services_unavailable:
    'Huduma za mahali hazipatikani. Bado unaweza kutafuta kwa kuandika anwani mwenyewe.',
  place_not_found:
    'Mahali hapa hapakupatikana. Jaribu jina lingine, mahali panapojulikana au ramani.',
  place_lookups_limited:
    'Umetafuta anwani mara nyingi mno kwa sasa. Chagua mahali palipopendekezwa, mahali panapojulikana au ramani, au jaribu tena baadaye.',

  // The daily commute: saved places, ride alerts, series and regular bookings, notifications.
  saved_place_not_found: 'Mahali hapa palipohifadhiwa hapapatikani.',
  saved_place_label_taken:
    'Tayari una mahali panapoitwa {label, select, Home {Nyumbani} Work {Kazini} other {{label}}}. Chagua jina lingine.',
  saved_places_full:
    'Unaweza kuhifadhi Nyumbani, Kazini na hadi maeneo mengine {max, number}. Ondoa mojawapo kwanza.',
  ride_alert_not_found: 'Arifa hii ya safari haipo.',
  ride_alerts_full: 'Unaweza kuwa na hadi arifa {max, number} za safari. Ondoa mojawapo kwanza.',
  series_not_found: 'Safari hii ya mara kwa mara haipo.',
  ride_not_in_series:
    'Safari hii hairudiwi, kwa hiyo haiwezi kuhifadhiwa kama safari ya mara kwa mara.',
  series_ended: 'Safari hii ya mara kwa mara imekwisha.',
  series_no_departures: 'Safari hii ya mara kwa mara haina safari zaidi kwenye siku ulizochagua.',
  series_insufficient_seats:
    'Samahani, viti havitoshi {count, plural, one {tarehe hii} other {tarehe hizi}}: {dates}. Chagua siku nyingine au viti vichache.',
  series_already_booked:
    'Tayari umehifadhi kiti kwenye safari hii tarehe {dates}. Ghairi hizo kwanza au uchague siku nyingine.',
  series_date_not_found: 'Safari hii ya mara kwa mara haina safari tarehe hiyo.',
  series_pause_invalid:
    'Chagua likizo inayoanza leo au baadaye na isiyozidi siku {maxDays, number}.',
  series_booking_not_found: 'Nafasi hii ya mara kwa mara haipo.',
  series_booking_cancelled: 'Nafasi hii ya mara kwa mara tayari imeghairiwa.',
  series_approval_first:
    'Dereva huyu anathibitisha kila abiria: hifadhi kiti kwenye mojawapo ya safari hizi kwanza, na dereva akishakuthibitisha, hifadhi ya mara kwa mara.',
  notification_not_found: 'Arifa hii haipo.',
  push_endpoint_not_allowed: 'Anwani hii ya arifa haikubaliki: lazima iwe anwani ya umma ya https.',
  push_not_configured: 'Arifa kwenye kifaa hiki hazipatikani kwa sasa.',
  push_subscription_not_found: 'Kifaa hiki hakijajiandikisha kupokea arifa zako.',
};
