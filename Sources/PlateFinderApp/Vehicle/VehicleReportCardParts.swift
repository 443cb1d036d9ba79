import Foundation
import PlateFinderDomain

/// The rows of each part of a `VehicleReportCard`.
struct VehicleReportCardParts {
    let report: VehicleReport
    let asking: Set<VehicleSource>
    let messages: Messages
    let timeZone: TimeZone
    let now: Date
    let offersTimeoutOption: Bool

    /// The vehicle's rows: where it came from and the ANT's rows, or what the plate itself
    /// tells, why the ANT gave no vehicle, and the SRI's identity of it.
    func vehicleRows() -> [CardRow] {
        if let car = report.ant.answer, let antOrigin = report.ant.origin {
            return [row(.source, origin(antOrigin, of: .ant))]
                + CarCard(car: car, messages: messages).rows
        }
        let plate = report.plate.plate
        var rows = [
            row(.plate, ControlCharacterStripper.strip(plate.value)),
            row(.format, messages.formatName(report.plate.format)),
            row(.province, Province(plate: plate)?.name ?? ""),
            row(
                .registrationMonth,
                RegistrationCalendar.registrationMonth(for: plate).flatMap(messages.monthName)
                    ?? ""),
        ]
        if let source = unanswered(report.ant, of: .ant) { rows.append(row(.source, source)) }
        if let identity = report.facts.identity, identity.source != .ant {
            rows += [
                row(.manufacturer, text(identity.make)), row(.model, text(identity.model)),
                row(.year, text(identity.year)),
                row(.identifiedBy, messages.sourceName(identity.source)),
            ]
        }
        return rows
    }

    /// The fines' rows: the pending total (or why it is not known) and where it came
    /// from; none when not asked.
    func finesRows() -> [CardRow] {
        guard report.asked(.fines) || asking.contains(.fines) else { return [] }
        if asking.contains(.fines) { return [row(.finesTotal, messages.asking(.fines))] }
        switch report.fines {
        case .answered(let fines, let origin):
            var rows: [CardRow] = []
            switch fines.statuses[.pending] {
            case .read(let list)?:
                rows.append(
                    CardRow(
                        label: messages.label(.finesTotal),
                        phrases: [messages.pendingFinesSummary(list)]))
            case .unread(let mismatch)?:
                rows.append(row(.finesTotal, messages.finesUnread(mismatch)))
            case nil: break
            }
            return rows + [row(.finesSource, self.origin(origin, of: .fines))]
        case .failed(let failure):
            let notRead = messages.finesNotRead(failure)
            return [
                row(
                    .finesTotal,
                    isSavedCopyUnreadable(.fines)
                        ? notRead + "; " + messages.savedCopyUnreadable : notRead)
            ]
        case .notSaved:
            return [row(.finesTotal, nothingSaved(.fines))]
        case .noData, .notAsked, .cancelled:
            return []
        }
    }

    /// The SRI's rows; nil when it was not asked.
    func duesRows() -> [CardRow]? {
        if asking.contains(.sri) { return [duesRow(.source, messages.asking(.sri))] }
        switch report.sri {
        case .notAsked:
            return nil
        case .answered(let registration, let origin):
            return DuesCard(
                registration: registration, event: report.facts.registration, messages: messages
            ).rows + [duesRow(.source, self.origin(origin, of: .sri))]
        case .noData(let origin):
            return [
                duesRow(.status, messages.notRegisteredAtSRI(report.plate.plate)),
                duesRow(.source, self.origin(origin, of: .sri)),
            ]
        case .failed, .notSaved, .cancelled:
            return [duesRow(.source, unanswered(report.sri, of: .sri) ?? "")]
        }
    }

    /// What a part that gave no answer says instead: its failure, or that nothing was
    /// saved or it was cut short, and that its saved copy cannot be read when it cannot;
    /// the asking note while asked; nil when not asked.
    private func unanswered<Answer>(_ part: ReportPart<Answer>, of source: VehicleSource) -> String?
    {
        if asking.contains(source) { return messages.asking(source) }
        switch part {
        case .failed(let failure):
            let sentence = messages.sentence(
                for: failure, plate: report.plate.plate, offersTimeoutOption: offersTimeoutOption)
            return isSavedCopyUnreadable(source)
                ? messages.withSavedCopyUnreadable(sentence) : sentence
        case .noData:
            return messages.sentence(for: LookupFailure(source, .noData), plate: report.plate.plate)
        case .notSaved: return nothingSaved(source)
        case .cancelled: return messages.cutShort
        case .notAsked, .answered: return nil
        }
    }

    /// Whether `source`'s saved copy is there but cannot be read.
    private func isSavedCopyUnreadable(_ source: VehicleSource) -> Bool {
        report.unreadableSavedCopies[source] != nil
    }

    /// What a part with no saved answer to use says: nothing saved, or a saved copy that
    /// cannot be read.
    private func nothingSaved(_ source: VehicleSource) -> String {
        isSavedCopyUnreadable(source) ? messages.savedCopyUnreadable : messages.nothingSaved
    }

    private func origin(_ origin: AnswerOrigin, of source: VehicleSource) -> String {
        messages.origin(origin, of: source, now: now, timeZone: timeZone)
    }

    private func row(_ label: CardLabel, _ value: String) -> CardRow {
        CardRow(label: messages.label(label), value: value)
    }

    private func duesRow(_ label: DuesLabel, _ value: String) -> CardRow {
        CardRow(label: messages.label(label), value: value)
    }

    private func text(_ value: String?) -> String {
        value.map(ControlCharacterStripper.strip) ?? ""
    }
}
