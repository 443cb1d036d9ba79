import Foundation
import PlateFinderDomain

extension Messages {
    /// One sentence that tells a person why asking `failure`'s source about `plate` gave
    /// no answer, naming the source; `offersTimeoutOption` adds `--timeout` to the advice
    /// on a time-out, for front ends started with options (not a Shortcut).
    public func sentence(
        for failure: LookupFailure, plate: Plate, offersTimeoutOption: Bool = true
    ) -> String {
        let plate = ControlCharacterStripper.strip(plate.value)
        let source = failure.source
        switch failure.reason {
        case .timedOut where !offersTimeoutOption:
            return localized(
                "\(sourceSubject(source)) did not answer in time; try again later.",
                "\(sourceSubject(source)) no respondió a tiempo; inténtelo más tarde.")
        case .unreachable:
            return localized(
                "Could not reach \(sourceObject(source)); check the connection and try again.",
                "No se pudo conectar con \(sourceObject(source)); revise la conexión e "
                    + "inténtelo de nuevo.")
        case .timedOut:
            return localized(
                "\(sourceSubject(source)) did not answer in time; try again later or raise "
                    + "--timeout.",
                "\(sourceSubject(source)) no respondió a tiempo; inténtelo más tarde o "
                    + "aumente --timeout.")
        case .busy(let statusCode, _):
            return localized(
                "\(sourceSubject(source)) is busy (HTTP \(statusCode)); try again later.",
                "\(sourceSubject(source)) está \(busy(source)) (HTTP \(statusCode)); inténtelo "
                    + "más tarde.")
        case .httpStatus(let statusCode):
            return localized(
                "\(sourceSubject(source)) answered with an error (HTTP \(statusCode)); try "
                    + "again later.",
                "\(sourceSubject(source)) respondió con un error (HTTP \(statusCode)); "
                    + "inténtelo más tarde.")
        case .unexpectedAnswer(let what):
            let detail = unexpected(what).map { " (\($0))" } ?? ""
            return localized(
                "\(sourceSubject(source)) did not answer with \(sourceAnswer(source))\(detail); "
                    + "try again later.",
                "\(sourceSubject(source)) no respondió con \(sourceAnswer(source))\(detail); "
                    + "inténtelo más tarde.")
        case .notUnderstood(let why):
            let detail = unreadable(why, plate: plate).map { ": " + $0 } ?? ""
            return switch source {
            case .ant:
                localized(
                    "The ANT portal's page for \(plate) could not be understood\(detail).",
                    "No se pudo interpretar la página del portal de la ANT para \(plate)\(detail).")
            case .fines:
                localized(
                    "The ANT's fines for \(plate) could not be understood\(detail).",
                    "No se pudieron interpretar las multas de la ANT para \(plate)\(detail).")
            case .sri:
                localized(
                    "The SRI's answer for \(plate) could not be understood\(detail).",
                    "No se pudo interpretar la respuesta del SRI para \(plate)\(detail).")
            }
        case .noData:
            return switch source {
            case .ant, .fines:
                localized(
                    "The ANT portal has no data for the plate \(plate).",
                    "El portal de la ANT no tiene datos para la placa \(plate).")
            case .sri:
                localized(
                    "The SRI has no vehicle with the plate \(plate).",
                    "El SRI no tiene un vehículo con la placa \(plate).")
            }
        }
    }

    /// Why the source gave no answer, as a clause to follow a saved copy's date: `the ANT
    /// portal could not be reached`, `the SRI's service is busy (HTTP 503)`.
    public func failureClause(_ failure: LookupFailure) -> String {
        let source = sourceObject(failure.source)
        switch failure.reason {
        case .unreachable:
            return localized("\(source) could not be reached", "no se pudo conectar con \(source)")
        case .timedOut:
            return localized("\(source) did not answer in time", "\(source) no respondió a tiempo")
        case .busy(let statusCode, _):
            return localized(
                "\(source) is busy (HTTP \(statusCode))",
                "\(source) está \(busy(failure.source)) (HTTP \(statusCode))")
        case .httpStatus(let statusCode):
            return localized(
                "\(source) answered with an error (HTTP \(statusCode))",
                "\(source) respondió con un error (HTTP \(statusCode))")
        case .unexpectedAnswer:
            let answer = sourceAnswer(failure.source)
            return localized(
                "\(source) did not answer with \(answer)", "\(source) no respondió con \(answer)")
        case .notUnderstood:
            return localized(
                "the answer of \(source) could not be understood",
                "no se pudo interpretar la respuesta de \(source)")
        case .noData:
            return localized("\(source) has no data", "\(source) no tiene datos")
        }
    }

    /// "Busy" agreeing with the source's Spanish noun: the grid is a "consulta".
    private func busy(_ source: VehicleSource) -> String {
        switch source {
        case .ant, .sri: "ocupado"
        case .fines: "ocupada"
        }
    }

    /// Why a source gave no answer, in a few words: `unreachable`, `HTTP 503`, `answer not
    /// understood`.
    public func failureSummary(_ reason: LookupFailureReason) -> String {
        switch reason {
        case .unreachable: localized("unreachable", "inaccesible")
        case .timedOut: localized("timed out", "no respondió a tiempo")
        case .busy(let statusCode, _): localized("busy", "ocupado") + " (HTTP \(statusCode))"
        case .httpStatus(let statusCode): localized("error", "error") + " (HTTP \(statusCode))"
        case .unexpectedAnswer: localized("unavailable", "no disponible")
        case .notUnderstood: localized("answer not understood", "respuesta ilegible")
        case .noData: localized("no data", "sin datos")
        }
    }
}
