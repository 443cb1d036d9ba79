import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain

/// The facts every front end must agree on about one plate, read from whatever it printed
/// or held: what vehicle it is and which source says so, the registration payment that
/// matters (its status, deadline and amount), the pending fines, and which parts gave no
/// answer just now (a saved copy standing in for them or not), each with the failure's
/// source and code.
struct ContractFacts: Equatable, CustomStringConvertible {
    var make: String?
    var model: String?
    var year: String?
    var identitySource: String?
    /// `late 10/2024`, `paidUp 2026`, `unknown`.
    var status: String
    var deadline: String?
    var amountDue: String?
    var pendingCount: Int?
    var pendingTotal: String?
    /// Each part whose source failed just now: `source:code` of its failure.
    var failures: [String: String]

    var description: String {
        "\(make ?? "-") \(model ?? "-") \(year ?? "-") by \(identitySource ?? "-"); \(status) "
            + "deadline \(deadline ?? "-") owes \(amountDue ?? "-"); fines "
            + "\(pendingCount.map(String.init) ?? "-")/\(pendingTotal ?? "-"); failures "
            + "\(failures.sorted { $0.key < $1.key })"
    }

    /// The facts `find --json` (and `history show --json`, a batch's JSONL row) states.
    init(json object: [String: Any]) {
        let identity = object["identity"] as? [String: Any]
        make = identity?["make"] as? String
        model = identity?["model"] as? String
        year = (identity?["year"] as? Int).map(String.init)
        identitySource = identity?["source"] as? String
        let registration = object["registrationStatus"] as? [String: Any]
        status = Self.status(
            state: registration?["state"] as? String ?? "?", month: registration?["month"] as? Int,
            year: registration?["year"] as? Int)
        deadline = object["registrationDeadline"] as? String
        amountDue = (object["sri"] as? [String: Any])?["amountDue"] as? String
        let pending = object["pendingFines"] as? [String: Any]
        pendingCount = pending?["count"] as? Int
        pendingTotal = pending?["total"] as? String
        var failures: [String: String] = [:]
        for (part, key) in [("ant", "ant"), ("fines", "finesGrid"), ("sri", "sri")] {
            guard let failure = (object[key] as? [String: Any])?["failure"] as? [String: Any]
            else { continue }
            failures[part] = Self.failure(
                source: failure["source"] as? String, code: failure["code"] as? String,
                statusCode: failure["statusCode"] as? Int)
        }
        self.failures = failures
    }

    /// The facts a report holds, as the app's view models hold it.
    init(report: VehicleReport) {
        let facts = report.facts
        make = facts.identity?.make
        model = facts.identity?.model
        year = facts.identity?.year
        identitySource = facts.identity?.source.rawValue
        switch facts.registration?.status ?? .unknown {
        case .paidUp(let year): status = Self.status(state: "paidUp", month: nil, year: year)
        case .dueLater(let month): status = Self.status(state: "dueLater", month: month, year: nil)
        case .dueThisMonth(let month):
            status = Self.status(state: "dueThisMonth", month: month, year: nil)
        case .late(let year, let month):
            status = Self.status(state: "late", month: month, year: year)
        case .unknown: status = Self.status(state: "unknown", month: nil, year: nil)
        }
        deadline = facts.registration?.deadline.isoString
        amountDue = report.sri.answer?.dues.total?.decimalText
        if case .listed(let list, _) = facts.pendingFines {
            pendingCount = list.count
            pendingTotal = list.total.decimalText
        }
        var failures: [String: String] = [:]
        for (part, failure) in [
            ("ant", report.ant.failure), ("fines", report.fines.failure),
            ("sri", report.sri.failure),
        ] {
            guard let failure else { continue }
            let (code, statusCode) = FailureJSON.code(for: failure.reason)
            failures[part] = Self.failure(
                source: failure.source.rawValue, code: code, statusCode: statusCode)
        }
        self.failures = failures
    }

    private static func status(state: String, month: Int?, year: Int?) -> String {
        switch (month, year) {
        case (let month?, let year?): "\(state) \(month)/\(year)"
        case (let month?, nil): "\(state) \(month)"
        case (nil, let year?): "\(state) \(year)"
        case (nil, nil): state
        }
    }

    private static func failure(source: String?, code: String?, statusCode: Int?) -> String {
        "\(source ?? "?"):\(code ?? "?")" + (statusCode.map { " \($0)" } ?? "")
    }
}
