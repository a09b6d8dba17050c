! Type extension with an ALLOCATABLE array component in the parent: a CLASS(base) dummy
! allocating it through an extension's object, inherited references (`c%w`, `c%base%w`),
! deep copies of the extended structure (scalars and array elements), DEALLOCATE through it.
module ext_alloc_m
  implicit none
  type base
    integer :: id = 0
    real, allocatable :: w(:)
  end type base
  type, extends(base) :: child
    real :: extra = 1.5
  end type child
contains
  subroutine fill(b, n)
    class(base), intent(inout) :: b
    integer, intent(in) :: n
    integer :: i
    allocate (b%w(n))
    b%w = [(real(i), i = 1, n)]
    b%id = n
  end subroutine fill
end module ext_alloc_m
program type_extension_alloc
  use ext_alloc_m
  implicit none
  type(child) :: c, d
  type(child) :: arr(2)
  call fill(c, 4)
  print *, c%id, c%w, c%extra, allocated(c%w), size(c%base%w)
  d = c
  d%w(2) = -1.0
  print *, c%w(2), d%w(2), d%id
  arr(1) = c
  print *, arr(1)%w(4), sum(arr(1)%w)
  deallocate (c%w)
  print *, allocated(c%w), allocated(d%w)
end program type_extension_alloc
