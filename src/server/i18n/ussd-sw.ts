import type { USSD_EN } from './ussd-en.ts';

/** Every USSD screen text in Kiswahili (see ussd-en.ts), short as M-Pesa's own menus. */
export const USSD_SW: Record<keyof typeof USSD_EN, string> = {
  'ussd.welcome': 'Karibu Pamoja: safari za pamoja kazini.\n1 Jisajili\n2 English',
  'ussd.firstName': 'Jisajili: jina lako la kwanza?',
  'ussd.lastName': 'Jina lako la mwisho?',
  'ussd.nameHint': 'Andika jina la herufi 2 hadi 50.',
  'ussd.main':
    'Pamoja\n1 Tafuta safari\n2 Safari zangu\n3 Tokeni\n4 Lugha / Language{driver, select, yes {\n5 Ninazoendesha leo} other {}}',
  'ussd.back': '0 Rudi 00 Mwanzo',
  'ussd.hint': 'Chagua nambari kwenye orodha.',
  'ussd.from': 'Unaanzia wapi?',
  'ussd.to': 'Unaenda wapi?',
  'ussd.typePlace': 'Au andika jina la mahali au stegi',
  'ussd.home': 'Nyumbani',
  'ussd.work': 'Kazini',
  'ussd.placeHint': 'Andika angalau herufi 3 za mahali.',
  'ussd.noPlace': 'Mahali hapo hapajapatikana. Jaribu jina jingine.',
  'ussd.matches': 'Ni lipi?',
  'ussd.when': 'Lini?\n1 Saa 3 zijazo\n2 Baadaye leo\n3 Kesho asubuhi',
  'ussd.hours': 'Kuanzia saa ngapi?',
  'ussd.noHours': 'Hakuna saa zaidi leo.',
  'ussd.rides': 'Safari:',
  'ussd.seatsLeft': '{seats, plural, =0 {imejaa} one {kiti #} other {viti #}}',
  'ussd.more': '9 Zaidi',
  'ussd.noRides': 'Hakuna safari wakati huo. Jaribu saa nyingine.',
  'ussd.ride':
    '{when}\n{from} hadi {to}\n{driver}, {car}\nNauli {price} kwa kiti, {left}\n1 Hifadhi',
  'ussd.full': 'Safari hii imejaa.',
  'ussd.seats': 'Viti vingapi? 1-{max}',
  'ussd.confirm':
    'Hifadhi {seats, plural, one {kiti #} other {viti #}}, {when}.\nJumla {total}. Salio {balance}.{approval, select, yes {\nDereva anathibitisha kila abiria: zote zinarudi asipokubali.} other {}}\n1 Thibitisha',
  'ussd.short': 'Jumla {total}, salio lako {balance}.\n1 Ongeza salio {missing} kwa M-Pesa',
  'ussd.booked':
    'Umehifadhi! Msimbo wa kupanda {code}. {when}, kutoka {from}. Mwambie dereva msimbo. Tumekutumia SMS.',
  'ussd.requested':
    'Ombi limetumwa. Dereva atajibu kabla ya {until}; asipojibu, {amount} zako zitarudi. Tutakutumia SMS.',
  'ussd.stkSent': 'Weka PIN yako ya M-Pesa kulipa {amount}. Tokeni zitaingia ukishalipa.',
  'ussd.stkThenBook': 'Weka PIN yako ya M-Pesa kulipa {amount}, kisha piga tena kuhifadhi.',
  'ussd.trips': 'Safari zako:',
  'ussd.noTrips': 'Huna safari zijazo.',
  'ussd.trip':
    '{when}\n{from} hadi {to}\n{seats, plural, one {kiti #} other {viti #}}, msimbo wa kupanda {code}\n1 Ghairi nafasi',
  'ussd.waiting': 'inasubiri',
  'ussd.tripRequested':
    '{when}\n{from} hadi {to}\n{seats, plural, one {kiti #} other {viti #}}, inasubiri dereva hadi {until}\n1 Ghairi ombi',
  'ussd.cancelTrip':
    '{kept, plural, =0 {Ghairi nafasi hii? {amount} zitarudi kwenye tokeni zako.} other {Ghairi nafasi hii? Zimebaki chini ya saa 2: {amount} zitarudi kwenye tokeni zako, {keptAmount} kwa dereva.}}\n1 Ndiyo, ghairi',
  'ussd.tripCancelled':
    'Nafasi imeghairiwa. {amount} zimerudi kwenye tokeni zako.{kept, plural, =0 {} other { {keptAmount} zinaenda kwa dereva.}}',
  'ussd.tokens': 'Salio: {balance}\n1 Ongeza salio kwa M-Pesa',
  'ussd.amount': 'Kiasi gani? (KSh)',
  'ussd.amountHint': 'Andika shilingi kamili, {min} hadi {max}.',
  'ussd.language': 'Lugha / Language\n1 English\n2 Kiswahili',
  'ussd.languageSaved': 'Lugha imehifadhiwa.',
  'ussd.driverRides': 'Safari zako za leo:',
  'ussd.noDriverRides': 'Huna safari zaidi leo.',
  'ussd.passengers': '{passengers, plural, =0 {hakuna abiria} one {abiria #} other {abiria #}}',
  'ussd.requests': '{requests, plural, one {ombi #} other {maombi #}} ya kujibu kwenye programu',
  'ussd.driverRide': '{when}\n{from} hadi {to}\n{passengers}\n1 Ghairi safari',
  'ussd.cancelRide':
    'Ghairi safari hii? Abiria watarudishiwa tokeni na kutumiwa SMS.{late, select, yes { Zimebaki chini ya saa 12: ni ughairi wa kuchelewa, abiria wanauona.} other {}}\n1 Ndiyo, ghairi',
  'ussd.rideCancelled':
    'Safari imeghairiwa. {passengers, plural, =0 {Hakuna aliyehifadhi.} one {Abiria # amerudishiwa tokeni na kutumiwa SMS.} other {Abiria # wamerudishiwa tokeni na kutumiwa SMS.}}',
  'ussd.sorry': 'Samahani, kuna hitilafu. Tafadhali piga tena.',
  'ussd.expired': 'Muda umeisha. Tafadhali piga tena.',
  'ussd.notKenyan': 'Pamoja ni kwa nambari za simu za Kenya.',
};
