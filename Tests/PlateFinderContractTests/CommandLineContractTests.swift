import Foundation
import PlateFinderCLITestSupport
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The command line's front ends, in every situation of the contract, say the same facts
/// about one plate as `find --json` does: what vehicle it is and who says so, the
/// registration payment's status, deadline and amount, the pending fines, and which
/// source failed, named in its message and its JSON.
@Suite struct CommandLineContractTests {
    @Test(arguments: ContractSituation.all)
    func find_statesTheSituationsFacts_andNamesTheSourceThatFailed(
        situation: ContractSituation
    ) async throws {
        let fixture = try await situation.makePortal()
        defer { fixture.keepAlive() }
        let cli = fixture.cli
        let readings = FrontEndReadings(cli: cli)

        let found = try await readings.findJSON()

        #expect(found.exitCode == situation.exitCode)
        guard let facts = found.facts else {
            #expect(found.errorSource == "ant", "the first source asked failed")
            return
        }
        #expect(facts.identitySource == situation.identity)
        #expect(Set(facts.failures.keys) == situation.failing)
        // The fines read from a page that failed fail as the page did: the ANT's.
        if situation.failing.contains("ant") {
            #expect(facts.failures["fines"]?.hasPrefix("ant:") == true)
        }
    }

    @Test(arguments: ContractSituation.all)
    func findText_saysWhatFindJSONSays_inEnglishAndInSpanish(
        situation: ContractSituation
    ) async throws {
        let fixture = try await situation.makePortal()
        defer { fixture.keepAlive() }
        let cli = fixture.cli
        let readings = FrontEndReadings(cli: cli)
        let facts = try await readings.findJSON().facts

        for language in ["en", "es"] {
            let (text, error, exitCode) = try await readings.findText(language: language)

            #expect(exitCode == situation.exitCode)
            guard let facts else {
                #expect(text.isEmpty)
                #expect(error.contains(language == "en" ? "ANT portal" : "portal de la ANT"))
                continue
            }
            for value in [facts.make, facts.model, facts.year].compactMap({ $0 }) {
                #expect(text.contains(value), "\(language): \(value) missing")
            }
            let identifiedBySRI =
                language == "en" ? "Identified by       SRI" : "Identificado por      SRI"
            #expect(text.contains(identifiedBySRI) == (facts.identitySource == "sri"))
            if let amount = facts.amountDue {
                let shown =
                    language == "en" ? amount : amount.replacingOccurrences(of: ".", with: ",")
                #expect(text.contains("USD \(shown)"), "\(language): amount \(amount) missing")
                if facts.status != "unknown", let deadline = facts.deadline {
                    #expect(text.contains(deadline), "\(language): deadline \(deadline) missing")
                }
            }
            if let count = facts.pendingCount, let total = facts.pendingTotal {
                let shown =
                    language == "en" ? total : total.replacingOccurrences(of: ".", with: ",")
                #expect(text.contains("\(count) pend"), "\(language): \(count) pending missing")
                #expect(text.contains("USD \(shown)"))
            } else if situation.failing.contains("fines") || situation.grid.isUnread {
                #expect(
                    text.contains(language == "en" ? "could not be read" : "no se pudieron leer"))
            }
            // Every source that failed is named, on the card or on standard error, and in
            // the language asked: no English source name in a Spanish sentence.
            let said = text + error
            for failure in facts.failures.values {
                #expect(said.contains(Self.name(ofSourceIn: failure, language: language)))
            }
            if language == "es" {
                for english in [
                    "ANT portal", "SRI's service", "fines grid", "could not", "saved copy",
                ] {
                    #expect(!said.contains(english), "Spanish says '\(english)'")
                }
            }
        }
    }

    @Test(arguments: ContractSituation.all)
    func batch_agreesWithFind_inJSONLinesAndCSV(situation: ContractSituation) async throws {
        let fixture = try await situation.makePortal()
        defer { fixture.keepAlive() }
        let cli = fixture.cli
        let readings = FrontEndReadings(cli: cli)
        let found = try await readings.findJSON()

        let line = try await readings.batchJSONL(maximumAge: situation.maximumAge)
        let csv = try await readings.batchCSV(maximumAge: situation.maximumAge)

        guard var facts = found.facts else {
            #expect(line.status == "failed")
            #expect(csv["status"] == "failed")
            #expect(csv["error"]?.contains("ant: serverError 500") == true)
            return
        }
        var batch = line.facts
        if situation.batchUsesSavedCopies {
            // Copies young enough are used without asking: nothing failed just now.
            #expect(batch.failures.isEmpty)
            facts.failures = [:]
            batch.failures = [:]
        }
        #expect(batch == facts)
        #expect(csv["make"] == facts.make ?? "")
        #expect(csv["model"] == facts.model ?? "")
        #expect(csv["year"] == facts.year ?? "")
        #expect(csv["vehicleSource"] == facts.identitySource ?? "")
        #expect(csv["amountDue"] == facts.amountDue ?? "")
        #expect(
            csv["registrationStatus"] == facts.status.split(separator: " ").first.map(String.init))
        if let count = facts.pendingCount { #expect(csv["finesPending"] == "\(count)") }
        let table = try await readings.batch(format: "table", maximumAge: situation.maximumAge)
        let row = try #require(table.output.split(separator: "\n").dropFirst().first)
        for value in [facts.make, facts.model].compactMap({ $0 }) {
            #expect(row.contains(value))
        }
        if let amount = facts.amountDue { #expect(row.contains("owes USD \(amount)")) }
    }

    @Test(arguments: ContractSituation.all)
    func historyShow_agreesWithFind_fromItsSavedAnswers(
        situation: ContractSituation
    ) async throws {
        let fixture = try await situation.makePortal()
        defer { fixture.keepAlive() }
        let cli = fixture.cli
        let readings = FrontEndReadings(cli: cli)
        guard var facts = try await readings.findJSON().facts else { return }

        let shown = try #require(try await readings.historyShow())

        // The saved answers are shown without asking: nothing failed just now. A source
        // whose answer was not saved says nothing of the vehicle.
        #expect(shown.failures.isEmpty)
        facts.failures = [:]
        if situation.failing.contains("sri"), !situation.seeded { facts.amountDue = nil }
        if shown.identitySource == facts.identitySource {
            #expect(shown.make == facts.make && shown.model == facts.model)
        }
        #expect(shown.deadline == facts.deadline || facts.status == "unknown")
        #expect(shown.pendingCount == facts.pendingCount)
        #expect(shown.amountDue == facts.amountDue)
    }

    @Test(arguments: ContractSituation.all)
    func dueAndReminders_giveFindsDeadlineAmountAndFines(
        situation: ContractSituation
    ) async throws {
        let fixture = try await situation.makePortal()
        defer { fixture.keepAlive() }
        let cli = fixture.cli
        let readings = FrontEndReadings(cli: cli)
        let found = try await readings.findJSON()

        for refresh in [false, true] {
            let items = try await readings.due(refresh: refresh)
            guard let facts = found.facts else { continue }
            let payment = items.first { $0["reason"] as? String == "registrationPayment" }
            if facts.amountDue != nil, facts.status.hasPrefix("late") {
                // One item for the unpaid year, carrying what the SRI says is owed.
                #expect(payment?["dueDate"] as? String == facts.deadline)
                #expect(payment?["amount"] as? String == facts.amountDue)
                #expect(!items.contains { $0["reason"] as? String == "amountOwed" })
            }
            let fines = items.first { ($0["reason"] as? String)?.hasPrefix("pendingFines") == true }
            if let count = facts.pendingCount {
                #expect(fines?["reason"] as? String == "pendingFines")
                #expect(fines?["count"] as? Int == count)
                #expect(fines?["amount"] as? String == facts.pendingTotal)
            } else if situation.identity == "ant" {
                // The page counts fines no grid listed: said as not read, never left out.
                #expect(fines?["reason"] as? String == "pendingFinesNotRead")
            }
        }
        guard let facts = found.facts, let deadline = facts.deadline else { return }
        let reminder = try #require(try await readings.registrationReminder())
        let note = try #require(reminder["note"] as? String)
        #expect(note.contains(deadline))
        if facts.status.hasPrefix("late"), let amount = facts.amountDue {
            #expect(note.contains("USD \(amount)"))
            #expect(
                reminder["dueDate"] as? String
                    == CalendarDate(instant: Date(), in: .current).isoString)
        }
    }

    @Test(arguments: ContractSituation.all)
    func fines_agreesWithFind(situation: ContractSituation) async throws {
        let fixture = try await situation.makePortal()
        defer { fixture.keepAlive() }
        let cli = fixture.cli
        let readings = FrontEndReadings(cli: cli)
        guard let facts = try await readings.findJSON().facts else { return }

        let (pending, exitCode) = try await readings.fines()

        if let count = facts.pendingCount {
            #expect(exitCode == 0)
            #expect(pending?["count"] as? Int == count)
            #expect(pending?["total"] as? String == facts.pendingTotal)
        } else if situation.grid.isUnread {
            #expect(exitCode == 5)
            #expect(pending?["read"] as? Bool == false)
            #expect(pending?["counted"] as? Int == 4)
        }
    }

    /// The name `failure`'s source goes by in `language`.
    private static func name(ofSourceIn failure: String, language: String) -> String {
        switch (failure.prefix { $0 != ":" }, language) {
        case ("ant", "en"): "ANT portal"
        case ("ant", _): "portal de la ANT"
        case ("fines", "en"): "fines grid"
        case ("fines", _): "consulta de multas"
        case ("sri", "en"): "SRI"
        default: "SRI"
        }
    }
}

extension ContractSituation.Answer {
    /// Whether the grid answers, but with a status it cannot read.
    var isUnread: Bool {
        if case .listing = self { return true }
        return false
    }
}
