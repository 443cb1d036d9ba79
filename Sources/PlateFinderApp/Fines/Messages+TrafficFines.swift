import Foundation
import PlateFinderDomain

extension Messages {
    /// The name of a fines status as a heading: `Pending`, `Paid`, …
    public func fineStatusName(_ status: FineStatus) -> String {
        switch status {
        case .pending: localized("Pending", "Pendientes")
        case .disputed: localized("Disputed", "En impugnación")
        case .voided: localized("Voided", "Anuladas")
        case .paid: localized("Paid", "Pagadas")
        case .inAgreement: localized("In agreement", "En convenio")
        }
    }

    /// The pending fines in a few words: `4 pending — USD 230.30`.
    public func pendingFinesSummary(_ list: FineList) -> String {
        localized(
            "\(list.count) pending",
            "\(list.count) " + plural(list.count, one: "pendiente", other: "pendientes"))
            + " — " + money(list.total)
    }

    /// The heading of one status's list: `Pending: 4 fines — USD 230.30`.
    public func fineListHeading(_ list: FineList) -> String {
        let count =
            list.count == 1
            ? localized("1 fine", "1 multa")
            : localized("\(list.count) fines", "\(list.count) multas")
        return fineStatusName(list.status) + ": " + count + " — " + money(list.total)
    }

    /// The title of the card row that gives the pending fines' total.
    public var finesTotalLabel: String { label(CardLabel.finesTotal) }

    /// What the fines total row says when the fines could not be read: `could not be
    /// read; the ANT's fines grid could not be reached`.
    public func finesNotRead(_ failure: LookupFailure) -> String {
        localized("could not be read", "no se pudieron leer") + "; " + failureClause(failure)
    }

    /// What is said of a status whose fines could not be read, the grid's count against
    /// the page's: `could not be read: the fines grid lists 0 pending fines, the page counts 2`.
    public func finesUnread(_ mismatch: FineCountMismatch) -> String {
        localized("could not be read: ", "no se pudieron leer: ") + finesMismatch(mismatch)
    }

    /// The grid's count of a status against the page's: `the fines grid lists 0 pending
    /// fines, the page counts 2`.
    func finesMismatch(_ mismatch: FineCountMismatch) -> String {
        let listed = mismatch.listed
        let fines =
            switch language {
            case .english: plural(listed, one: "fine", other: "fines")
            case .spanish: plural(listed, one: "multa", other: "multas")
            }
        let status = fineStatusAdjective(mismatch.status, count: listed)
        let page =
            mismatch.counted.map { localized("the page counts \($0)", "la página cuenta \($0)") }
            ?? localized("the page shows no count", "la página no muestra la cuenta")
        return localized(
            "the fines grid lists \(listed) \(status) \(fines), \(page)",
            "la consulta de multas lista \(listed) \(fines) \(status), \(page)")
    }

    /// A status as a word beside the fines it qualifies: `pending`, `pendientes`.
    private func fineStatusAdjective(_ status: FineStatus, count: Int) -> String {
        switch status {
        case .pending: localized("pending", plural(count, one: "pendiente", other: "pendientes"))
        case .disputed: localized("disputed", "en impugnación")
        case .voided: localized("voided", plural(count, one: "anulada", other: "anuladas"))
        case .paid: localized("paid", plural(count, one: "pagada", other: "pagadas"))
        case .inAgreement: localized("in agreement", "en convenio")
        }
    }

    /// The heading of the fines' part of a vehicle card.
    public var finesHeading: String {
        localized("Traffic fines (ANT)", "Multas de tránsito (ANT)")
    }

    /// The column titles of the fines table: date, citation, points, amount, article.
    public var fineColumnTitles: [String] {
        [
            localized("Date", "Fecha"), localized("Citation", "Citación"),
            localized("Points", "Puntos"), localized("Amount", "Valor"),
            localized("Article", "Artículo"),
        ]
    }

    /// Said under a status's heading when it lists no fines.
    public var noFines: String {
        localized("No fines.", "Sin multas.")
    }
}

extension Messages {
    /// One sentence that says a status of `plate`'s fines could not be read, the grid's
    /// count against the page's.
    public func finesUnreadSentence(_ mismatch: FineCountMismatch, plate: Plate) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized("The ANT's fines for \(plate) ", "Las multas de la ANT para \(plate) ")
            + finesUnread(mismatch) + "."
    }
}
