! dvmh-test: files=lib/complex_func_lib.f90
! COMPLEX and DOUBLE COMPLEX functions (external, module, internal, RESULT and prefix
! forms, COMPLEX(8)) and COMPLEX literal constants: (1.5, -2), (1d0, h) with a named
! constant, integer parts, in expressions, arguments and I/O lists.
module cfun
  implicit none
contains
  complex(8) function rotate(z, k)
    complex(8), intent(in) :: z
    integer, intent(in) :: k
    integer j
    rotate = z
    do j = 1, k
      rotate = rotate * (0d0, 1d0)
    end do
  end function

  function mean(a, n) result(m)
    integer, intent(in) :: n
    complex, intent(in) :: a(n)
    complex :: m
    integer j
    m = (0, 0)
    do j = 1, n
      m = m + a(j)
    end do
    m = m / n
  end function
end module

program cfuns
  use cfun
  implicit none
  complex cis, z, arr(4)
  double complex dsq, w
  external cis, dsq
  real, parameter :: h = 0.25
  double precision, parameter :: dh = 0.125d0
  integer k
  z = cis(0.5)
  print *, z, abs(z)
  w = dsq((1d0, 2d0))
  print *, w, dsq(w) + (1, -1)
  print *, rotate((2d0, dh), 3)
  do k = 1, 4
    arr(k) = cis(real(k)) * (2, 0) + (0.5, -1.5)
  end do
  print *, mean(arr, 4)
  print *, (1.5, -2), (3, 4), (1d0, h), (h, +2.0), (-1, -2.5)
  print *, conjg(half((4.0, -6.0))), real(half((2.0, 2.0)))
  print '(2F10.4)', cis(1.0)
  z = (0.0, 0.0)
  do k = 1, 8
    z = z + half(cis(real(k) / 3))
  end do
  print '(2F12.6)', z
contains
  complex function half(c)
    complex c
    half = c / 2
  end function
end program
