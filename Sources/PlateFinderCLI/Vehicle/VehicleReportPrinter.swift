import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// Prints a vehicle report as `find` does: the ANT's card and the SRI's section as text,
/// or one JSON object; notes on standard error say which parts are saved copies and which
/// source failed while another answered.
struct VehicleReportPrinter {
    /// The run's configuration, wording and console.
    let context: CommandContext

    /// Prints `report`, whose plate `isFavorite`, as JSON or as text.
    func print(_ report: VehicleReport, isFavorite: Bool, json: Bool) {
        let messages = context.messages
        let console = context.console
        if json {
            console.output(object(report, isFavorite: isFavorite).prettyText + "\n")
        } else {
            console.output(text(report, isFavorite: isFavorite))
        }
        switch report.ant {
        case .success(let result)?:
            if let note = messages.cacheNote(for: result, timeZone: context.timeZone) {
                console.note(note)
            }
            if result.recordingFailure != nil {
                console.note(messages.answerNotSaved(path: context.configuration.storePath))
            }
        case .failure(.lookup(let error))?:
            console.note(messages.sentence(for: error, plate: report.plate.plate))
        case .failure, nil: break
        }
        switch report.sri {
        case .success(let result)?:
            if let note = messages.registrationCacheNote(for: result, timeZone: context.timeZone) {
                console.note(note)
            }
        case .failure(.lookup(let error))?:
            console.note(messages.sentence(forSRI: error, plate: report.plate.plate))
        case .failure, nil: break
        }
    }

    private func object(_ report: VehicleReport, isFavorite: Bool) -> JSONValue {
        var members: [String: JSONValue]
        switch report.ant {
        case .success(let result)?:
            guard case .object(let vehicle) = CarSearchJSON.object(for: result) else {
                return .null
            }
            members = vehicle
        case .failure(let error)?:
            members = CarSearchJSON.unansweredMembers(
                for: report.plate.plate, failure: error.lookupError, isFavorite: isFavorite)
        case nil:
            members = CarSearchJSON.unansweredMembers(
                for: report.plate.plate, failure: nil, isFavorite: isFavorite)
        }
        members["sri"] = RegistrationJSON.object(for: report.sri)
        members["registrationStatus"] = RegistrationJSON.object(for: report.registrationStatus)
        return .object(members)
    }

    private func text(_ report: VehicleReport, isFavorite: Bool) -> String {
        let messages = context.messages
        var sections: [String] = []
        if case .success(let result)? = report.ant {
            let card = CarCard(car: result.car, isFavorite: isFavorite, messages: messages)
            sections.append(KeyValueCard(rows: card.rows).text())
        }
        switch report.sri {
        case .success(let result)?:
            let card = DuesCard(
                result: result, status: report.registrationStatus, messages: messages,
                timeZone: context.timeZone)
            sections.append(card.heading + "\n" + KeyValueCard(rows: card.rows).text())
        case .failure(.lookup(let error))?:
            sections.append(
                messages.duesHeading + "\n"
                    + messages.sentence(forSRI: error, plate: report.plate.plate) + "\n")
        case .failure, nil: break
        }
        return sections.joined(separator: "\n")
    }
}
