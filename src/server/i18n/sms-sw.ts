import type { SMS_EN } from './sms-en.ts';

/** Every SMS, push and in-app notification text in Kiswahili (see sms-en.ts for the keys). */
export const SMS_SW: Record<keyof typeof SMS_EN, string> = {
  'sms.signInCode':
    'Msimbo wako wa Pamoja ni {code}. Unatumika kwa dakika {minutes}. Usimpe mtu yeyote: Pamoja haitakuomba msimbo huu kamwe.',
  'sms.sos':
    '{name} amebonyeza SOS kwenye safari ya Pamoja ndani ya {car}, nambari ya gari {plate}. {located, select, yes {Alipoonekana mwisho: {position}.} other {Mahali alipo hapajulikani.}} Fuatilia safari: {url}. Piga 999 au 112 kama humpati.',
  'sms.shareTrip':
    'Pamoja: {name} anakushirikisha safari yake. Ifuatilie: {url} (kiungo kitakoma saa 1 baada ya safari kuisha).',
  'sms.emergencyContactConsent':
    'Pamoja: {name} amekuchagua kuwa mtu wake wa dharura: akibonyeza SOS kwenye safari ya Pamoja, tutakutumia SMS. Jibu HAPANA uondolewe.',

  'sms.reply.stopped':
    'Pamoja: hutapokea tena arifa za safari na vikumbusho kwa SMS. Tuma START kuzipata tena.',
  'sms.reply.started':
    'Pamoja: arifa za safari na vikumbusho kwa SMS zimerudi. Tuma STOP kuzizima.',
  'sms.reply.trips':
    'Pamoja: {count, plural, one {safari yako ijayo} other {safari zako zijazo}}: {trips}',
  'sms.reply.trip': '{when}, {from} hadi {to}, msimbo wa kupanda {boardingCode}',
  'sms.reply.noTrips': 'Pamoja: huna safari zijazo. Piga {ussd} kutafuta safari.',
  'sms.reply.balance': 'Pamoja: salio lako la tokeni ni {balance}.',
  'sms.reply.noAccount': 'Pamoja: nambari hii haina akaunti ya Pamoja. Piga {ussd} kujisajili.',
  'sms.reply.help':
    'Pamoja SMS: SAFARI kwa safari zako zijazo, SALIO kwa salio la tokeni, STOP kusimamisha SMS za arifa, START kuzirudisha. Au piga {ussd}.',
  'sms.reply.contactRemoved': 'Pamoja: wewe si mtu wa dharura wa {name} tena. Tumemjulisha.',
  'sms.reply.notAContact': 'Pamoja: nambari hii si mtu wa dharura wa yeyote kwenye Pamoja.',

  'label.thePickup': 'mahali pa kuchukuliwa',
  'label.yourDestination': 'unakoenda',
  'label.theDestination': 'unakoenda',
  'label.aPassenger': 'Abiria',
  'label.yourDriver': 'Dereva wako',
  'label.aCar': 'gari',
  'label.yourContact': 'Mtu wako wa karibu',
  'label.aPamojaMember': 'Mwanachama wa Pamoja',
  'label.pamojaUser': 'Mtumiaji wa Pamoja',
  'label.everyDay': 'Kila siku',

  'notice.seatBooked.title': 'Nafasi imehifadhiwa',
  'notice.seatBooked.body':
    '{seats, plural, one {Kiti #} other {Viti #}} kutoka {pickup} hadi {destination}, {when}. Msimbo wa kupanda {boardingCode}.',
  'notice.seatBooked.sms':
    'Pamoja: umehifadhi {seats, plural, one {kiti #} other {viti #}} kutoka {pickup} hadi {destination}, {when}.{total, plural, =0 {} other { Umelipa {amount} kwa tokeni zako.}} Msimbo wako wa kupanda ni {boardingCode}: mwambie dereva unapoingia garini.',
  'notice.newBooking.title': 'Nafasi mpya',
  'notice.newBooking.body':
    '{passenger} amehifadhi {seats, plural, one {kiti #} other {viti #}} kwenye safari yako kutoka {from}, {when}. {left, plural, =0 {Viti vimejaa.} one {Kimebaki kiti #.} other {Vimebaki viti #.}}',
  'notice.newBooking.sms':
    'Pamoja: {passenger} amehifadhi {seats, plural, one {kiti #} other {viti #}} kwenye safari yako kutoka {from}, {when}.{custom, select, yes { Mahali pa kuchukuliwa: {pickup}.} other {}} {left, plural, =0 {Viti vimejaa.} one {Kimebaki kiti #.} other {Vimebaki viti #.}}',

  'notice.requestSent.title': 'Ombi limetumwa kwa dereva',
  'notice.requestSent.body':
    '{seats, plural, one {Kiti #} other {Viti #}} kutoka {pickup} hadi {destination}, {when}. Dereva atajibu kabla ya {until}; akikataa au asipojibu, {total, plural, =0 {hupotezi chochote} other {{amount} zako zitarudi}}.',
  'notice.requestSent.sms':
    'Pamoja: umeomba {seats, plural, one {kiti #} other {viti #}} kutoka {pickup} hadi {destination}, {when}.{total, plural, =0 {} other { Umelipa {amount} kwa tokeni zako.}} Dereva atajibu kabla ya {until}; akikataa au asipojibu, zote zitarudi.',
  'notice.bookingRequest.title': '{passenger} anaomba kusafiri nawe',
  'notice.bookingRequest.body':
    '{seats, plural, one {Kiti #} other {Viti #}} kwenye safari yako kutoka {from}, {when}. Idhinisha au kataa kabla ya {until}, la sivyo ombi litaisha.',
  'notice.bookingRequest.sms':
    'Pamoja: {passenger} anaomba {seats, plural, one {kiti #} other {viti #}} kwenye safari yako kutoka {from}, {when}. Idhinisha au kataa kabla ya {until}: {link}',
  'notice.requestApproved.title': 'Nafasi imethibitishwa',
  'notice.requestApproved.body':
    '{driver} amekuthibitisha: {seats, plural, one {kiti #} other {viti #}} kutoka {pickup} hadi {destination}, {when}. Msimbo wa kupanda {boardingCode}.',
  'notice.requestApproved.sms':
    'Pamoja: {driver} amethibitisha nafasi yako: {seats, plural, one {kiti #} other {viti #}} kutoka {pickup} hadi {destination}, {when}. Msimbo wako wa kupanda ni {boardingCode}: mwambie dereva unapoingia garini.',
  'notice.requestDeclined.title': 'Dereva hawezi kukuchukua',
  'notice.requestDeclined.body':
    '{pickup} hadi {destination}, {when}.{reason, select, none {} other { Dereva amesema: {reasonText}}}{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}}',
  'notice.requestDeclined.sms':
    'Pamoja: dereva hawezi kukuchukua kwenye safari kutoka {pickup} hadi {destination}, {when}.{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}} Tafuta safari nyingine: {link}',
  'notice.requestExpired.title': 'Dereva hajajibu',
  'notice.requestExpired.body':
    '{pickup} hadi {destination}, {when}: dereva hakujibu kwa wakati.{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}}',
  'notice.requestExpired.sms':
    'Pamoja: dereva hakujibu ombi lako la safari kutoka {pickup} hadi {destination}, {when}.{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}} Tafuta safari nyingine: {link}',
  'notice.requestLapsed.title': 'Ombi limeisha muda',
  'notice.requestLapsed.body':
    '{passenger} aliomba {seats, plural, one {kiti #} other {viti #}} kwenye safari yako kutoka {from}, {when}, bila kupata jibu. Viti viko wazi tena.',
  'notice.requestWithdrawn.title': 'Ombi limeondolewa',
  'notice.requestWithdrawn.body':
    'Abiria ameondoa ombi lake la {seats, plural, one {kiti #} other {viti #}} kwenye safari yako kutoka {from}, {when}.',

  'notice.passengerCancelled.title': 'Abiria ameghairi',
  'notice.passengerCancelled.body':
    '{seats, plural, one {Kiti #} other {Viti #}} kwenye safari yako kutoka {from}, {when}. {free, plural, one {Kiti # kiko wazi sasa.} other {Viti # viko wazi sasa.}}{kept, plural, =0 {} other { Utapata {keptAmount} safari ikikamilika.}}',
  'notice.passengerCancelled.sms':
    'Pamoja: abiria ameghairi {seats, plural, one {kiti #} other {viti #}} kwenye safari yako kutoka {from}, {when}. {free, plural, one {Kiti # kiko wazi sasa.} other {Viti # viko wazi sasa.}}{kept, plural, =0 {} other { Utapata {keptAmount} safari ikikamilika.}}',
  'notice.bookingCancelled.title': 'Nafasi imeghairiwa',
  'notice.bookingCancelled.body':
    '{from} hadi {to}, {when}.{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}}{kept, plural, =0 {} other { {keptAmount} zinaenda kwa dereva: umeghairi chini ya saa 2 kabla ya kuondoka.}}',
  'notice.bookingCancelled.sms':
    'Pamoja: nafasi yako kutoka {from} hadi {to}, {when}, imeghairiwa.{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}}{kept, plural, =0 {} other { {keptAmount} zinaenda kwa dereva: umeghairi chini ya saa 2 kabla ya kuondoka.}}',
  'notice.rideCancelled.title': 'Dereva ameghairi safari',
  'notice.rideCancelled.body':
    '{from} hadi {to}, {when}.{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}}{next, select, yes { Safari nyingine inaondoka {nextTime}: ihifadhi kwa mguso mmoja kwenye Safari Zangu.} other {}}',
  'notice.rideCancelled.sms':
    'Pamoja: dereva ameghairi safari yako kutoka {from} hadi {to}, {when}.{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}}{next, select, yes { Safari nyingine inaondoka {nextTime}: ihifadhi kwa mguso mmoja: {link}} no { Tafuta safari nyingine: {link}} other {}}',
  'notice.keptReturned.title': 'Nauli iliyobaki imerudi',
  'notice.keptReturned.body':
    'Dereva ameghairi safari kutoka {from}, {when}: {amount} zilizobaki ulipoghairi zimerudi kwenye tokeni zako.',
  'notice.keptReturned.sms':
    'Pamoja: dereva ameghairi safari kutoka {from}, {when}. {amount} zilizobaki ulipoghairi nafasi yako zimerudi kwenye tokeni zako.',
  'notice.publishingSuspended.title': 'Huwezi kutoa safari hadi {until}',
  'notice.publishingSuspended.body':
    'Umeghairi safari {count} zenye abiria chini ya saa 12 kabla ya kuondoka ndani ya siku 30. Abiria wanategemea safari wanazohifadhi. Safari ulizokwisha kutoa zinaendelea.',
  'notice.publishingSuspended.sms':
    'Pamoja: umeghairi safari {count} zenye abiria chini ya saa 12 kabla ya kuondoka ndani ya siku 30, kwa hiyo huwezi kutoa safari mpya hadi {until}. Safari ulizokwisha kutoa zinaendelea.',

  'notice.seriesBooked.title': 'Safari za kila wiki zimehifadhiwa',
  'notice.seriesBooked.body':
    '{seats, plural, one {Kiti #} other {Viti #}} kwa {rides, plural, one {safari #} other {safari #}} kutoka {from} hadi {to}, {days} {time}, kuanzia {first} hadi {last}.{total, plural, =0 {} other { Umelipa {amount} kwa tokeni zako.}}',
  'notice.seriesBooked.sms':
    'Pamoja: umehifadhi {seats, plural, one {kiti #} other {viti #}} kwa {rides, plural, one {safari #} other {safari #}} kutoka {from} hadi {to}, {days} {time}, kuanzia {first} hadi {last}.{total, plural, =0 {} other { Umelipa {amount} kwa tokeni zako.}} Misimbo yako ya kupanda iko kwenye Safari Zangu.',
  'notice.newRegularPassenger.title': 'Abiria mpya wa kila wiki',
  'notice.newRegularPassenger.body':
    '{passenger} amehifadhi {seats, plural, one {kiti #} other {viti #}} kwenye safari yako kutoka {from}: {rides, plural, one {safari #} other {safari #}}, {days} {time}, kuanzia {first} hadi {last}.',
  'notice.newRegularPassenger.sms':
    'Pamoja: {passenger} amehifadhi {seats, plural, one {kiti #} other {viti #}} kwenye safari yako kutoka {from}: {rides, plural, one {safari #} other {safari #}}, {days} {time}, kuanzia {first} hadi {last}.',
  'notice.seriesCancelled.title': 'Safari za kila wiki zimeghairiwa',
  'notice.seriesCancelled.body':
    '{rides, plural, one {Safari # kutoka {from} hadi {to} imeghairiwa.} other {Safari # kutoka {from} hadi {to} zimeghairiwa.}}{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}}{kept, plural, =0 {} other { {keptAmount} zinaenda kwa dereva wa safari iliyo chini ya saa 2 kuondoka.}}',
  'notice.seriesCancelled.sms':
    'Pamoja: nafasi yako ya kila wiki kutoka {from} hadi {to} imeghairiwa: {rides, plural, one {safari #} other {safari #}}.{refund, plural, =0 {} other { {amount} zimerudi kwenye tokeni zako.}}{kept, plural, =0 {} other { {keptAmount} zinaenda kwa dereva wa safari iliyo chini ya saa 2 kuondoka.}}',
  'notice.regularPassengerCancelled.title': 'Abiria wa kila wiki ameghairi',
  'notice.regularPassengerCancelled.body':
    '{passenger} ameghairi {rides, plural, one {safari #} other {safari #}} kati ya safari zako kutoka {from}.{kept, plural, =0 {} other { Utapata {keptAmount} safari ikikamilika.}}',
  'notice.regularPassengerCancelled.sms':
    'Pamoja: {passenger} ameghairi nafasi yake ya kila wiki: {rides, plural, one {safari #} other {safari #}} kati ya safari zako kutoka {from}.{kept, plural, =0 {} other { Utapata {keptAmount} safari ikikamilika.}}',

  'notice.driverOnTheWay.title': '{driver} yuko njiani',
  'notice.driverOnTheWay.body':
    '{vehicle, select, yes {Anaelekea {pickup}, gari {car} {plate}. Fuatilia safari.} other {Anaelekea {pickup}. Fuatilia safari.}}',
  'notice.driverOnTheWay.sms':
    '{vehicle, select, yes {Pamoja: {driver} yuko njiani kuelekea {pickup}, gari {car} {plate}. Fuatilia safari: {link}} other {Pamoja: {driver} yuko njiani kuelekea {pickup}. Fuatilia safari: {link}}}',
  'notice.markedNoShow.title': 'Umeandikwa kuwa hukufika',
  'notice.markedNoShow.body':
    'Dereva wako amesema hukufika kwa safari kutoka {from}, {when}. Kama dereva hakuja, ripoti kwenye Safari Zangu.',
  'notice.markedNoShow.sms':
    'Pamoja: dereva wako amesema hukufika kwa safari kutoka {from}, {when}. Kama dereva hakuja, ripoti kwenye Safari Zangu ndani ya saa 24 baada ya safari kuisha.',
  'notice.driverNeverCame.title': 'Abiria amesema hukufika',
  'notice.driverNeverCame.body':
    'Safari yako kutoka {from}, {when}. {refund, plural, =0 {Umepewa onyo.} other {Amerudishiwa {amount} zake na umepewa onyo.}}',
  'notice.driverNeverCame.sms':
    'Pamoja: abiria wa safari yako kutoka {from}, {when}, amesema hukufika. {refund, plural, =0 {Umepewa onyo.} other {Amerudishiwa {amount} zake na umepewa onyo.}} Thibitisha abiria wanapopanda kwa msimbo wao wa kupanda.',
  'notice.reportDriverPaid.title': 'Ripoti yako imeshughulikiwa',
  'notice.reportDriverPaid.body': 'Kuhusu safari kutoka {from}, {when}: dereva anabaki na nauli.',
  'notice.reportDriverPaid.sms':
    'Pamoja: tumeshughulikia ripoti yako kuhusu safari kutoka {from}, {when}. Dereva anabaki na nauli.',
  'notice.reportUpheld.title': 'Ripoti yako imeshughulikiwa',
  'notice.reportUpheld.body':
    'Kuhusu safari kutoka {from}, {when}.{refund, plural, =0 { Ripoti yako imekubaliwa.} other { {amount} zimerudi kwenye tokeni zako.}}',
  'notice.reportUpheld.sms':
    'Pamoja: tumeshughulikia ripoti yako kuhusu safari kutoka {from}, {when}.{refund, plural, =0 { Ripoti yako imekubaliwa.} other { {amount} zimerudi kwenye tokeni zako.}}',
  'notice.reportAgainstYouUpheld.title': 'Ripoti dhidi yako imekubaliwa',
  'notice.reportAgainstYouUpheld.body':
    'Wakala amekubali ripoti ya abiria kwamba hukufika kwa safari kutoka {from}, {when}.{takenBack, plural, =0 { Umepewa onyo.} other { {amount} zimetolewa kwenye salio lako na umepewa onyo.}}',
  'notice.reportAgainstYouUpheld.sms':
    'Pamoja: wakala amekubali ripoti ya abiria kwamba hukufika kwa safari kutoka {from}, {when}.{takenBack, plural, =0 { Umepewa onyo.} other { {amount} zimetolewa kwenye salio lako na umepewa onyo.}}',

  'notice.emergencyContactDeclined.title': 'Mtu wa dharura ameondolewa',
  'notice.emergencyContactDeclined.body':
    '{name} ({phone}) amejibu HAPANA: hatatumiwa SMS ukibonyeza SOS. Chagua mtu mwingine wa dharura.',
  'notice.emergencyContactDeclined.sms':
    'Pamoja: {name} ({phone}) amekataa kuwa mtu wako wa dharura na ameondolewa. Chagua mwingine kwenye programu.',

  'notice.tokensSent.title': 'Tokeni zimetumwa',
  'notice.tokensSent.body': '{amount} kwa {name} ({phone}). Salio lako ni {balance}.',
  'notice.tokensSent.sms':
    'Pamoja: umetuma tokeni za {amount} kwa {name} ({phone}). Salio lako ni {balance}.',
  'notice.tokensReceived.title': 'Umepokea tokeni',
  'notice.tokensReceived.body': '{name} ({phone}) amekutumia {amount}. Salio lako ni {balance}.',
  'notice.tokensReceived.sms':
    'Pamoja: {name} ({phone}) amekutumia tokeni za {amount}. Salio lako ni {balance}.',
  'notice.payoutSent.title': 'Pesa zimetumwa',
  'notice.payoutSent.body': '{amount} zimetumwa kwa M-Pesa yako.',
  'notice.payoutSent.sms': 'Pamoja: {amount} zimetumwa kwa M-Pesa yako.',
  'notice.payoutFailed.title': 'Kutoa pesa kumeshindikana',
  'notice.payoutFailed.body': 'M-Pesa haikuweza kupokea {amount}. Zimerudi kwenye tokeni zako.',
  'notice.payoutFailed.sms':
    'Pamoja: kutoa {amount} kwenda M-Pesa kumeshindikana. Zimerudi kwenye tokeni zako.',

  'notice.idVerified.title': 'Kitambulisho cha Taifa kimethibitishwa',
  'notice.idVerified.body': 'Sasa wewe ni Dereva Aliyethibitishwa na unaweza kupanga safari.',
  'notice.idVerified.sms':
    'Pamoja: Kitambulisho chako cha Taifa kimethibitishwa. Sasa wewe ni Dereva Aliyethibitishwa na unaweza kupanga safari.',
  'notice.idNotVerified.title': 'Kitambulisho cha Taifa hakijathibitishwa',
  'notice.idNotVerified.body': 'Sababu: {reason} Tafadhali pakia picha mpya.',
  'notice.idNotVerified.sms':
    'Pamoja: hatukuweza kuthibitisha Kitambulisho chako cha Taifa. Sababu: {reason} Tafadhali pakia picha mpya kwenye programu.',

  'notice.rideAlert.title': 'Safari kwa arifa yako',
  'notice.rideAlert.body':
    '{series, select, yes {{from} → {to}, {days} {time} kuanzia {day}, {price} kwa kiti, {seats, plural, one {kiti #} other {viti #}}} other {{from} → {to}, {day}, {time}, {price} kwa kiti, {seats, plural, one {kiti #} other {viti #}}}}',
  'notice.rideAlert.sms':
    '{series, select, yes {Pamoja: safari kwa arifa yako: kutoka {from} hadi {to}, {days} {time} kuanzia {day}, {price} kwa kiti, {seats, plural, one {kiti #} other {viti #}}. Zima arifa: {stop}} other {Pamoja: safari kwa arifa yako: kutoka {from} hadi {to}, {day}, {time}, {price} kwa kiti, {seats, plural, one {kiti #} other {viti #}}. Zima arifa: {stop}}}',
};
