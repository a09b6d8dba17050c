! VALUE dummies: misuse of the attribute and the statement.
module value_errs
  implicit none
  type pt
    real :: x, y
  end type
contains
  subroutine s1(p, q, r, t, u, w)
    real, pointer, value :: p  ! ERROR: 'p': POINTER attribute conflicts with VALUE attribute
    integer :: q
    real :: r
    type(pt), value :: t  ! ERROR: 't': VALUE is not supported for derived-type dummies yet
    character, value, optional :: u  ! ERROR: 'u': an OPTIONAL CHARACTER dummy with the VALUE attribute is not supported yet
    integer :: w, local
    value :: q, local  ! ERROR: 'local': only a dummy argument can have the VALUE attribute
    value :: r  ! ERROR: 'r': VALUE attribute conflicts with DIMENSION attribute
    dimension r(4)
    value :: w
    value :: w  ! ERROR: 'w': duplicate VALUE attribute
    print *, p, q, r, t%x, u, w, local
  end subroutine s1

  subroutine s2(n)
    integer, value :: n
    n = n + 1
  end subroutine s2
end module value_errs

program value_errors
  use value_errs
  implicit none
  integer :: a(3)
  a = 0
  call s2(a)  ! ERROR: an array value ('a') is not allowed here: a scalar is expected
end program value_errors
