import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// How `due` prints what falls due: a line per item, worded in the person's language.
struct DueLineTests {
    @Test func line_saysTheDayWhatWhyAndTheAnswersAge() {
        let line = DueLine.line(
            for: DueSamples.item(.registrationPayment(DueSamples.event)),
            messages: Messages(language: .english), now: DueSamples.now)

        #expect(
            line
                == "overdue  2026-05-31  Registration payment PBX1234 — Registration late since "
                + "May 2026. The SRI says USD 874.16 is owed. (fetched 1 hour ago)")
    }

    @Test func line_saysTheAnswerWasFetchedJustNow_underAMinuteAgo() {
        let line = DueLine.line(
            for: DueSamples.item(.registrationExpiry, overdue: false, secondsAgo: 30),
            messages: Messages(language: .english), now: DueSamples.now)

        #expect(line.hasSuffix("(fetched just now)"))
        #expect(line.hasPrefix(String(repeating: " ", count: "overdue".count) + "  2026-05-31"))
    }

    @Test(arguments: [
        (59.0, "fetched just now", "consultado ahora mismo"),
        (3_600.0, "fetched 1 hour ago", "consultado hace 1 hora"),
        (259_210.0, "fetched 3 days ago", "consultado hace 3 días"),
        (-60.0, "fetched just now", "consultado ahora mismo"),
    ])
    func answerAge_saysHowOld_inTheLargestWholeUnit(
        seconds: Double, english: String, spanish: String
    ) {
        let fetchedAt = DueSamples.now - seconds

        #expect(
            Messages(language: .english).answerAge(fetchedAt: fetchedAt, now: DueSamples.now)
                == english)
        #expect(
            Messages(language: .spanish).answerAge(fetchedAt: fetchedAt, now: DueSamples.now)
                == spanish)
    }

    @Test(arguments: [
        (
            DueReason.registrationPayment(DueSamples.event), true,
            "Registration payment PBX1234",
            "Registration late since May 2026. The SRI says USD 874.16 is owed."
        ),
        (
            .registrationExpiry, true, "Registration expiry PBX1234",
            "The registration document expired on 2026-05-31."
        ),
        (
            .tintPermitExpiry, false, "Tint permit expiry PBX1234",
            "The tint permit expires on 2026-05-31."
        ),
        (
            .pendingFines(count: 2, total: Money(cents: 9_400)), false, "Pending fines PBX1234",
            "2 pending fines, USD 94.00 in all."
        ),
        (
            .pendingFinesNotRead(counted: 2, listed: 0), false, "Pending fines PBX1234",
            "The pending fines could not be read: the fines grid lists 0 pending fines, the "
                + "page counts 2."
        ),
        (
            .pendingFinesNotRead(counted: 1, listed: nil), false, "Pending fines PBX1234",
            "The ANT's page counts 1 pending fine; the fines grid was not read, so what they "
                + "add up to is not known."
        ),
        (
            .amountOwed(Money(cents: 2_674)), false, "SRI dues PBX1234",
            "The SRI says USD 26.74 is owed to register."
        ),
    ])
    func dueTitleAndDetail_sayWhatAndWhy(
        reason: DueReason, overdue: Bool, title: String, detail: String
    ) {
        let item = DueSamples.item(reason, overdue: overdue)
        let english = Messages(language: .english)
        let spanish = Messages(language: .spanish)

        #expect(english.dueTitle(item) == title)
        #expect(english.dueDetail(item) == detail)
        #expect(spanish.dueTitle(item) != title)
        #expect(spanish.dueDetail(item) != detail)
    }

    @Test func dueDetail_leavesTheAmountOut_whenTheRegistrationIsPaidUp() {
        let paid = RegistrationEvent(
            status: .paidUp(year: 2026), year: 2027, month: 5,
            firstDay: TaskFactory.day(2027, 5, 1), deadline: TaskFactory.day(2027, 5, 31),
            amountOwed: Money(cents: 2_674), basis: DueSamples.event.basis)

        let detail = Messages(language: .english).dueDetail(
            DueSamples.item(.registrationPayment(paid), overdue: false))

        #expect(detail == "Registration paid for 2026.")
    }

    @Test(arguments: [
        (RegistrationStatus.paidUp(year: 2026), "registration paid for 2026"),
        (.dueLater(month: 5), "registration due in May"),
        (.dueThisMonth(month: 11), "registration due this month (November)"),
        (.late(sinceYear: 2025, month: 2), "registration late since February 2025"),
        (.unknown, "registration status unknown"),
    ])
    func registrationStatusPhrase_saysWhenItIsDue(status: RegistrationStatus, expected: String) {
        #expect(Messages(language: .english).registrationStatusPhrase(status) == expected)
        #expect(Messages(language: .spanish).registrationStatusPhrase(status) != expected)
    }
}
