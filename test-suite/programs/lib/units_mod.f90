! A unit-conversion module of mod_counters.f90: PRIVATE tables, PUBLIC functions, a
! module variable counting conversions, CHARACTER parameters.
module unit_conv
  implicit none
  private
  public :: to_si, conversions, unit_name, nunits
  integer, parameter :: nunits = 4
  character(len=6), parameter :: names1 = 'inch  ', names2 = 'foot  ', names3 = 'mile  ', &
    names4 = 'league'
  real(8), parameter :: f1 = 0.0254d0, f2 = 0.3048d0, f3 = 1609.344d0, f4 = 4828.032d0
  integer :: conversions = 0
contains
  real(8) function to_si(x, k)
    real(8), intent(in) :: x
    integer, intent(in) :: k
    conversions = conversions + 1
    select case (k)
    case (1)
      to_si = x * f1
    case (2)
      to_si = x * f2
    case (3)
      to_si = x * f3
    case default
      to_si = x * f4
    end select
  end function to_si

  subroutine unit_name(k, s)
    integer, intent(in) :: k
    character(len=*), intent(out) :: s
    select case (k)
    case (1)
      s = names1
    case (2)
      s = names2
    case (3)
      s = names3
    case default
      s = names4
    end select
  end subroutine unit_name
end module unit_conv
