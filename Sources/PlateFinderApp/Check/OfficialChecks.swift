import Foundation
import PlateFinderDomain

/// Where each check a person must make is made: the one place the addresses live, so one
/// edit updates every front end. The addresses change; they were checked on `checkedOn`.
public enum OfficialChecks {
    /// The day the addresses were last checked, ISO 8601.
    public static let checkedOn = "2026-12-02"

    /// The address of `check` for `plate`: the ATM's page takes the plate in its address;
    /// the inspection has no single site.
    public static func url(_ check: OfficialCheck, plate: Plate) -> String? {
        switch check {
        case .stolenVehicle:
            "https://www.gestiondefiscalias.gob.ec/siaf/informacion/web/noticiasdelito/index.php"
        case .finesQuito:
            "https://servicios.axiscloud.ec/AutoServicio/inicio.jsp?ps_empresa=03&ps_accion=P55"
        case .finesGuayaquil:
            "https://consultas.atm.gob.ec/PortalWEB/paginas/clientes/clp_grid_citaciones.jsp"
                + "?ps_tipo_identificacion=PLA&ps_identificacion=\(plate.value)&ps_placa="
        case .inspection:
            nil
        }
    }
}
